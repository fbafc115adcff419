import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { inflationPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['calculator', [[{ from: '1900' }, 'from'], [{ from: '1990', to: '1900' }, 'to']], { from: '1990', to: '2020' }],
]

checksBeforePayment(inflationPlugin, CASES)
