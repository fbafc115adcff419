import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import businessDays from './operations/business-days.ts'
import earnings from './operations/earnings.ts'
import holidays from './operations/holidays.ts'
import ipo from './operations/ipo.ts'
import { vocabulary } from './vocabulary.ts'

/** The calendar group: holidays and business days computed on the host, earnings and IPOs from Finnhub. */
export const calendarPlugin = definePlugin({
  examples,
  group: 'calendar',
  search: { vocabulary },
  operations: [
    holidays,
    businessDays,
    earnings,
    ipo,
  ],
})
