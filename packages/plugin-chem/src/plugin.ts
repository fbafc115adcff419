import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import compound from './operations/compound.ts'
import { vocabulary } from './vocabulary.ts'

/** The chem operations, answered from PubChem. */
export const chemPlugin = definePlugin({
  examples,
  group: 'chem',
  search: { vocabulary },
  operations: [
    compound,
  ],
})
