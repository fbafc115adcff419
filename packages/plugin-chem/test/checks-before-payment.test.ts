import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { chemPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['compound', [[{ cid: 2244, name: 'aspirin' }, 'cid']], { name: 'aspirin' }],
]

checksBeforePayment(chemPlugin, CASES)
