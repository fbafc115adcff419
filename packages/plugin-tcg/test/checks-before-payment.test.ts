import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { tcgPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['set-prices', [[{ game: 'magic', set: 'not a set' }, 'set']], { game: 'magic', set: 'NEO' }],
]

checksBeforePayment(tcgPlugin, CASES)
