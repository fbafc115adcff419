import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The bio operations: genes from NCBI Gene, proteins from UniProt, species from GBIF. */
export const bioPlugin = definePlugin({
  examples,
  group: 'bio',
  search: { vocabulary },
  operations,
})
