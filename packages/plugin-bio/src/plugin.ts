import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import gene from './operations/gene.ts'
import protein from './operations/protein.ts'
import species from './operations/species.ts'
import { vocabulary } from './vocabulary.ts'

/** The bio operations: genes from NCBI Gene, proteins from UniProt, species from GBIF. */
export const bioPlugin = definePlugin({
  examples,
  group: 'bio',
  search: { vocabulary },
  operations: [
    gene,
    protein,
    species,
  ],
})
