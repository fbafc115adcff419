import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The validate group: one line per operation. */
export const validatePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'validate',
  core: '^0.1',
  operations: [example],
})
