import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import gif from './operations/gif.ts'
import { vocabulary } from './vocabulary.ts'

/** The countdown operations answered on the host. */
export const countdownPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'countdown',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    gif, // GET /api/countdown/gif  0.015
  ],
})
