import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The chem operations, answered from PubChem. */
export const chemPlugin = definePlugin({
  group: 'chem',
  search: { vocabulary },
  operations,
})
