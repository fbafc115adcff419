import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import redact from './operations/redact.ts'
import { vocabulary } from './vocabulary.ts'

/** The text operations answered on the host. */
export const textPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'text',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    redact, // POST /api/text/redact  0.0025
  ],
})
