import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The bio operations: genes from NCBI Gene, proteins from UniProt, species from GBIF. */
export const bioPlugin = definePlugin({
  group: 'bio',
  search: { vocabulary },
  operations,
})
