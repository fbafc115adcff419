import { readServiceCatalog, testPlugin } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

testPlugin(calendarPlugin, {
  catalog: readServiceCatalog(),
  examples: {
    'calendar.holidays': { country: 'DE', year: 2027 },
    'calendar.business-days': { country: 'DE', start: '2024-12-24', addDays: 1 },
  },
})
