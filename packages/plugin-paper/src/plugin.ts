import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import doiLookup from './operations/doi-lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** One paper by DOI, from Crossref. */
export const paperPlugin = definePlugin({
  examples,
  group: 'paper',
  search: { vocabulary },
  operations: [
    doiLookup,
  ],
})
