import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import cash from './operations/cash.ts'
import debt from './operations/debt.ts'
import exchangeRates from './operations/exchange-rates.ts'
import monthlyStatement from './operations/monthly-statement.ts'
import { vocabulary } from './vocabulary.ts'

/** The treasury group: the U.S. Treasury's Fiscal Data API (no key). */
export const treasuryPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'treasury',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    debt, //             GET /api/treasury/debt               0.003  Fiscal Data v2/accounting/od/debt_to_penny
    cash, //             GET /api/treasury/cash               0.003  Fiscal Data v1/accounting/dts/operating_cash_balance
    exchangeRates, //    GET /api/treasury/exchange-rates     0.003  Fiscal Data v1/accounting/od/rates_of_exchange
    monthlyStatement, // GET /api/treasury/monthly-statement  0.003  Fiscal Data v1/accounting/mts/mts_table_1
  ],
})
