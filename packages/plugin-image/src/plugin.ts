import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import compress from './operations/compress.ts'
import { vocabulary } from './vocabulary.ts'

/** The image operations answered on the host. */
export const imagePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'image',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    compress, // POST /api/image/compress  0.006
  ],
})
