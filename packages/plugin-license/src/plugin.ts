import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The license group: one line per operation. */
export const licensePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'license',
  core: pkg.peerDependencies['@svc/core'],
  operations: [example],
})
