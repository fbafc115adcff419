import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The chem operations, answered from PubChem. */
export const chemPlugin = definePlugin({
  examples,
  group: 'chem',
  search: { vocabulary },
  operations,
})
