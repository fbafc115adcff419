import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { maritimePlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
// A `from` after today with no `to` is refused naming `from`: `to` is the default, today.
const CASES: CheckCase[] = [
  ['cases', [
    ['from=2024-05-01&to=2024-01-01', 'to'],
    ['from=2999-01-01', 'from'],
    ['from=2000-01-01&to=2024-01-01', 'from'],
    ['region=XXII', 'region'],
  ], 'from=2024-01-01&to=2024-12-31&region=IX'],
]

checksBeforePayment(maritimePlugin, CASES)
