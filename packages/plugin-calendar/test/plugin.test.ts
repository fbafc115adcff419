import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

testPlugin(calendarPlugin, {
  catalog: serviceCatalog,
  examples: {
    'calendar.holidays': { country: 'DE', year: 2027 },
    'calendar.business-days': { country: 'DE', start: '2024-12-24', addDays: 1 },
  },
})
