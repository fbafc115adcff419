import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The tls group: one line per operation. */
export const tlsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'tls',
  core: pkg.peerDependencies['@svc/core'],
  operations: [example],
})
