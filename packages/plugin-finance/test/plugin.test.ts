import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { financePlugin } from '../src/index.ts'

testPlugin(financePlugin, {
  catalog: serviceCatalog,
  examples: {
    'finance.amortize': { principal: 200000, rate: 6, termYears: 30, startDate: '2025-01-15', limit: 12 },
  },
})
