import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { bookPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['search', [[{ limit: 5 }, 'q']], { q: 'dune' }],
]

checksBeforePayment(bookPlugin, CASES)
