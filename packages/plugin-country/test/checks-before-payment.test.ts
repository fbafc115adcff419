import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { countryPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['lookup', [[{ alpha2: 'FR', alpha3: 'FRA' }, 'alpha3'], [{ alpha2: 'FR', fullText: true }, 'fullText']], { alpha2: 'FR' }],
]

checksBeforePayment(countryPlugin, CASES)
