import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { parkPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['lookup', [[{ limit: 5 }, 'parkCode']], { q: 'yosemite' }],
]

checksBeforePayment(parkPlugin, CASES)
