import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The bls operations, answered from the BLS Public Data API. */
export const blsPlugin = definePlugin({
  group: 'bls',
  search: { vocabulary },
  operations,
})
