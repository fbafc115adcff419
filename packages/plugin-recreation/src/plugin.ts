import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The recreation group, answered from Recreation.gov's RIDB (key). */
export const recreationPlugin = definePlugin({
  examples,
  group: 'recreation',
  search: { vocabulary },
  operations: [
    search,
  ],
})
