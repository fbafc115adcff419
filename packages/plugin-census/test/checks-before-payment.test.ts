import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { censusPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['demographics', [[{ state: 'ZZ' }, 'state'], [{ state: 'CA', year: 2100 }, 'year'], [{ state: 'CA', year: new Date().getUTCFullYear() }, 'year']], { state: 'CA', year: 2020 }],
]

checksBeforePayment(censusPlugin, CASES)
