import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { tldPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['info', [[{ privateSuffixes: true }, 'tld'], [{ tld: 'uk', domain: 'example.co.uk' }, 'domain'], [{ tld: 'co.uk' }, 'tld']], { tld: 'uk' }],
]

checksBeforePayment(tldPlugin, CASES)
