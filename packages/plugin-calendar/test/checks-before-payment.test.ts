import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['business-days', [['country=DE&start=2024-12-24&addDays=1&end=2024-12-31', 'end']], 'country=DE&start=2024-12-24&addDays=1'],
  ['earnings', [['from=2024-02-01&to=2024-01-01', 'to'], ['from=2024-01-01&to=2024-12-01', 'to']], 'from=2024-01-01&to=2024-02-01'],
  ['ipo', [['from=2024-02-01&to=2024-01-01', 'to'], ['from=2024-01-01&to=2024-12-31', 'to']], 'from=2024-01-01&to=2024-02-01'],
]

checksBeforePayment(calendarPlugin, CASES)
