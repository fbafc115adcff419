import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The email group: one line per operation. */
export const emailPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'email',
  core: pkg.peerDependencies['@svc/core'],
  operations: [example],
})
