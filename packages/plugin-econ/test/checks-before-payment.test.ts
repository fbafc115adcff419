import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { econPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['cot', [['limit=5', 'market']], 'market=gold'],
  ['fred', [['series=UNRATE&from=2024-02-01&to=2024-01-01', 'to']], 'series=UNRATE&from=2024-01-01&to=2024-02-01'],
]

checksBeforePayment(econPlugin, CASES)
