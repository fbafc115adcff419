import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The hash group: one line per operation. */
export const hashPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'hash',
  core: '^0.1',
  operations: [example],
})
