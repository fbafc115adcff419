import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The hash group. */
export const hashPlugin = definePlugin({
  examples,
  group: 'hash',
  search: { vocabulary },
  operations,
})
