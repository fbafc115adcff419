import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import example from './operations/example.ts'

/** The convert group: one line per operation. */
export const convertPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'convert',
  core: '^0.1',
  operations: [example],
})
