import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tcg group: trading-card catalogs with marketplace prices. */
export const tcgPlugin = definePlugin({
  group: 'tcg',
  search: { vocabulary },
  operations,
})
