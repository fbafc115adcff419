import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { isoPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['subdivision', [[{ limit: 5 }, 'code'], [{ code: 'US-CA', country: 'US' }, 'country']], { code: 'US-CA' }],
  ['currency', [[{ code: 'EUR', numeric: '978' }, 'numeric'], [{ code: 'EUR', name: 'euro' }, 'name']], { code: 'EUR' }],
  ['language', [[{ limit: 5 }, 'code'], [{ code: 'fr', name: 'French' }, 'name']], { code: 'fr' }],
]

checksBeforePayment(isoPlugin, CASES)
