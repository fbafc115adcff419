import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { recreationPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['search', [[{ limit: 5 }, 'q'], [{ q: 'lake', lat: 40 }, 'lon']], { q: 'lake' }],
]

checksBeforePayment(recreationPlugin, CASES)
