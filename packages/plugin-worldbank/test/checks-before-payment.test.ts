import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { worldbankPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['indicator', [['indicator=NY.GDP.MKTP.CD&from=2020&to=2010', 'to']], 'indicator=NY.GDP.MKTP.CD&from=2010&to=2020'],
]

checksBeforePayment(worldbankPlugin, CASES)
