import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { agentInfraPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['schedule/create', [[{ url: 'https://hooks.example.org/x', cron: '0 9 * * *', at: '2099-01-01T00:00:00Z' }, 'at'], [{ url: 'https://hooks.example.org/x' }, 'cron'], [{ url: 'https://hooks.example.org/x', at: '2099-01-01T00:00:00Z', maxRuns: 3 }, 'maxRuns'], [{ url: 'https://hooks.example.org/x', at: '2099-01-01T00:00:00Z', endAt: '2099-02-01T00:00:00Z' }, 'endAt'], [{ url: 'https://hooks.example.org/x', cron: '0 9 * * *', timezone: 'Mars/Olympus' }, 'timezone']], { url: 'https://hooks.example.org/x', cron: '0 9 * * *' }],
  ['watchers/product-recall', [[{ url: 'https://hooks.example.org/x', intervalSeconds: 3600 }, 'product']], null],
  ['watchers/stock-price', [[{ url: 'https://hooks.example.org/x', symbol: 'AAPL', above: 1, below: 2 }, 'above']], null],
]

checksBeforePayment(agentInfraPlugin, CASES)
