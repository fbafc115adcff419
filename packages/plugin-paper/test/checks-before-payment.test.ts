import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { paperPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['doi-lookup', [[{ doi: 'not-a-doi' }, 'doi']], { doi: '10.7717/peerj.4375' }],
]

checksBeforePayment(paperPlugin, CASES)
