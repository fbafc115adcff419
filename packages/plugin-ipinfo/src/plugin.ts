import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The ipinfo group: one line per operation. */
export const ipinfoPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'ipinfo',
  core: pkg.peerDependencies['@svc/core'],
  operations: [example],
})
