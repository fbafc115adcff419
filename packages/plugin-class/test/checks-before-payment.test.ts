import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { classPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (price kept).
const CASES: CheckCase[] = [
  ['industry-resolve', [['system=naics&code=5415111', 'code'], ['system=sic&code=73X2', 'code'], ['system=nace&code=6', 'code']], 'system=naics&code=541511'],
]

checksBeforePayment(classPlugin, CASES)
