import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { securityPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
// A `from` after today with no `to` is refused naming `from`: `to` is the default, today.
const CASES: CheckCase[] = [
  ['cve-search', [
    ['q=log4j&from=2024-02-01&to=2024-01-01', 'to'],
    ['q=log4j&from=2999-01-01', 'from'],
    ['q=log4j&from=2024-01-01&to=2024-12-31', 'to'],
    ['q=log4j&from=2020-01-01', 'from'],
    ['q=log4j&to=2024-01-01', 'from'],
  ], 'q=log4j&from=2024-01-01&to=2024-02-01'],
  ['cve-changes', [['from=2024-02-01&to=2024-01-01', 'to'], ['from=2999-01-01', 'from']], 'from=2024-01-01&to=2024-02-01'],
]

checksBeforePayment(securityPlugin, CASES)
