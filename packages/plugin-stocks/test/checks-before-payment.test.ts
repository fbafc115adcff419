import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { stocksPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['symbols', [['limit=5', 'q'], ['q=apple&exchange=US', 'exchange']], 'q=apple'],
  ['h1b-visas', [['symbol=AAPL&from=2024-02-01&to=2024-01-01', 'to'], ['symbol=AAPL&from=2999-01-01', 'from'], ['symbol=AAPL&from=2010-01-01&to=2024-01-01', 'from']], 'symbol=AAPL&from=2024-01-01&to=2024-02-01'],
  ['company-news', [['symbol=AAPL&from=2024-02-01&to=2024-01-01', 'to'], ['symbol=AAPL&from=2999-01-01', 'from'], ['symbol=AAPL&from=2022-01-01&to=2024-01-01', 'from']], 'symbol=AAPL&from=2024-01-01&to=2024-02-01'],
]

checksBeforePayment(stocksPlugin, CASES)
