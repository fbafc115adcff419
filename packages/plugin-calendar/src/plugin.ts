import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import businessDays from './operations/business-days.ts'
import holidays from './operations/holidays.ts'

/** The calendar group computed on the host (earnings and ipo are upstream-backed and live elsewhere). */
export const calendarPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'calendar',
  core: '^0.1',
  operations: [
    holidays, //     GET /api/calendar/holidays       0.0025  date-holidays rules
    businessDays, // GET /api/calendar/business-days  0.0025  date-holidays rules + weekend
  ],
})
