import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The trade group: U.S. tariffs (USITC), trade flows (UN Comtrade), UN/LOCODE and HS nomenclature. */
export const tradePlugin = definePlugin({
  group: 'trade',
  search: { vocabulary },
  operations,
})
