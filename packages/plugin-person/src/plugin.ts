import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The person group: one line per operation. */
export const personPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'person',
  core: pkg.peerDependencies['@svc/core'],
  operations: [example],
})
