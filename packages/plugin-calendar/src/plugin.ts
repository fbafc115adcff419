import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import businessDays from './operations/business-days.ts'
import earnings from './operations/earnings.ts'
import holidays from './operations/holidays.ts'
import ipo from './operations/ipo.ts'
import { vocabulary } from './vocabulary.ts'

/** The calendar group: holidays and business days computed on the host, earnings and IPOs from Finnhub. */
export const calendarPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'calendar',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    holidays, //     GET /api/calendar/holidays       0.0025  date-holidays rules
    businessDays, // GET /api/calendar/business-days  0.0025  date-holidays rules + weekend
    earnings, //     GET /api/calendar/earnings       0.0025  Finnhub (key)
    ipo, //          GET /api/calendar/ipo            0.0025  Finnhub (key)
  ],
})
