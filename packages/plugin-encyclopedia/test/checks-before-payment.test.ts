import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { encyclopediaPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['summary', [['lang=en', 'title'], ['title=Paris&q=paris', 'q']], 'title=Paris'],
]

checksBeforePayment(encyclopediaPlugin, CASES)
