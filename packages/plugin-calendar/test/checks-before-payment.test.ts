import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { calendarPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['business-days', [
    ['country=DE&start=2024-12-24&addDays=1&end=2024-12-31', 'end'],
    ['country=XX&start=2024-12-24', 'country'],
    ['country=DE&start=2024-12-24&region=ZZ', 'region'],
    ['country=DE&start=2024-12-24&region=BY-ZZ', 'region'],
  ], 'country=DE&start=2024-12-24&addDays=1&region=DE-BY'],
  ['holidays', [['country=XX&year=2024', 'country'], ['country=US&year=2024&region=QQ', 'region']], 'country=US&year=2024&region=CA'],
  ['earnings', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01&to=2024-12-31'],
  ['ipo', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2023-01-01&to=2024-12-31'],
]

checksBeforePayment(calendarPlugin, CASES)
