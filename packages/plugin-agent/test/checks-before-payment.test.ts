import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { agentPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  // Both dates sent: the later one (until) is named; until left to its default (today): since, the one sent.
  ['knowledge-delta', [[{ topic: 'solar power', since: '2024-02-01', until: '2024-01-01' }, 'until'], [{ topic: 'solar power', since: '2999-01-01' }, 'since']], null],
]

checksBeforePayment(agentPlugin, CASES)
