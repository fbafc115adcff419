import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The nonprofit group: one line per operation. */
export const nonprofitPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'nonprofit',
  core: pkg.peerDependencies['@svc/core'],
  operations: [example],
})
