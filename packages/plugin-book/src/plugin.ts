import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The book operations, answered from Open Library. */
export const bookPlugin = definePlugin({
  examples,
  group: 'book',
  search: { vocabulary },
  operations: [
    search,
  ],
})
