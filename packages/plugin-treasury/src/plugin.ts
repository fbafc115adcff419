import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import cash from './operations/cash.ts'
import debt from './operations/debt.ts'
import exchangeRates from './operations/exchange-rates.ts'
import monthlyStatement from './operations/monthly-statement.ts'
import { vocabulary } from './vocabulary.ts'

/** The treasury group: the U.S. Treasury's Fiscal Data API (no key). */
export const treasuryPlugin = definePlugin({
  examples,
  group: 'treasury',
  search: { vocabulary },
  operations: [
    debt,
    cash,
    exchangeRates,
    monthlyStatement,
  ],
})
