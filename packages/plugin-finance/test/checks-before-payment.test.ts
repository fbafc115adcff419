import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { financePlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['cik-ticker', [['limit=5', 'ticker'], ['ticker=AAPL&cik=320193', 'ticker']], 'ticker=AAPL'],
  ['sec-filings', [['limit=5', 'cik'], ['ticker=AAPL&cik=320193', 'cik'], ['ticker=AAPL&from=2024-02-01&to=2024-01-01', 'to']], 'ticker=AAPL&from=2024-01-01&to=2024-02-01'],
  ['company-profile', [['cik=320193&ticker=AAPL', 'cik']], 'ticker=AAPL'],
  ['company-facts', [['cik=320193&ticker=AAPL', 'cik']], 'ticker=AAPL'],
  ['thirteen-f', [['cik=320193&ticker=AAPL', 'cik']], 'cik=1067983'],
  ['insider-trades', [['limit=5', 'cik'], ['ticker=AAPL&from=2024-02-01&to=2024-01-01', 'to']], 'ticker=AAPL'],
  ['form-144', [['limit=5', 'cik'], ['ticker=AAPL&from=2024-02-01&to=2024-01-01', 'to']], 'ticker=AAPL'],
  ['bank-id-resolve', [['id=ZZZZ1', 'id'], ['id=GB00WEST12345698765432', 'id']], null],
]

checksBeforePayment(financePlugin, CASES, { config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } } })
