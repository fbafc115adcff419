import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The calendar group: holidays and business days computed on the host, earnings and IPOs from Finnhub. */
export const calendarPlugin = definePlugin({
  group: 'calendar',
  search: { vocabulary },
  operations,
})
