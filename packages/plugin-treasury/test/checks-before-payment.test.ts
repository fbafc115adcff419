import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { treasuryPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['debt', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01&to=2024-02-01'],
  ['cash', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01'],
  ['monthly-statement', [['from=2024-02-01&to=2024-01-01', 'to']], 'to=2024-02-01'],
  ['exchange-rates', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01&to=2024-02-01'],
]

checksBeforePayment(treasuryPlugin, CASES)
