import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import compute from './operations/compute.ts'
import { vocabulary } from './vocabulary.ts'

/** The hash group. */
export const hashPlugin = definePlugin({
  examples,
  group: 'hash',
  search: { vocabulary },
  operations: [
    compute,
  ],
})
