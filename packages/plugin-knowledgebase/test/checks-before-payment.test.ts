import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { knowledgebasePlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['entity', [['limit=5', 'q'], ['id=Q42&q=adams', 'q']], 'q=adams'],
]

checksBeforePayment(knowledgebasePlugin, CASES)
