import { testPlugin } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

// holidays and business-days are local; earnings and ipo reach Finnhub on the fixture server, answered with the files of finnhub.test.ts.
testPlugin(calendarPlugin, {
  keys: { finnhub: 'fh-key' },
  routes: {
    'GET /api/v1/calendar/earnings': { file: 'finnhub/earnings.json' },
    'GET /api/v1/calendar/ipo': { file: 'finnhub/ipo.json' },
  },
  examples: {
    'calendar.holidays': { country: 'DE', year: 2027 },
    'calendar.business-days': { country: 'DE', start: '2024-12-24', addDays: 1 },
  },
})
