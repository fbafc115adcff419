import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { codePlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['repo-lookup', [[{ repo: 'nodejs/..' }, 'repo']], { repo: 'nodejs/node' }],
]

checksBeforePayment(codePlugin, CASES)
