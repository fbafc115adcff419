import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import citations from './operations/citations.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** Scholarly papers from OpenAlex. */
export const papersPlugin = definePlugin({
  examples,
  group: 'papers',
  search: { vocabulary },
  operations: [
    citations,
    search,
  ],
})
