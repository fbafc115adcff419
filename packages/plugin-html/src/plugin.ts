import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import toMarkdown from './operations/to-markdown.ts'
import { vocabulary } from './vocabulary.ts'

/** The html operations answered on the host. */
export const htmlPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'html',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    toMarkdown, // POST /api/html/to-markdown  0.0025
  ],
})
