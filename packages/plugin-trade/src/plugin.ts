import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import commodityResolve from './operations/commodity-resolve.ts'
import flows from './operations/flows.ts'
import locode from './operations/locode.ts'
import tariff from './operations/tariff.ts'
import { vocabulary } from './vocabulary.ts'

/** The trade group: U.S. tariffs (USITC), trade flows (UN Comtrade), UN/LOCODE and HS nomenclature. */
export const tradePlugin = definePlugin({
  examples,
  group: 'trade',
  search: { vocabulary },
  operations: [
    tariff,
    flows,
    locode,
    commodityResolve,
  ],
})
