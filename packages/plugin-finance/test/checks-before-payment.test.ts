import { pluginTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

// Listed prices kept, every upstream keyed and unreachable: what can only fail answers 400 before
// the 402, and a call that can succeed still asks for payment (null: it needs another plugin's operation).
const upstreams = Object.fromEntries(financePlugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
const t = pluginTestApp(financePlugin, { paid: true, upstreams, config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } } })

/** Each operation with calls that can only fail (and the field each names), and one that can succeed. */
const CASES: Array<[operation: string, refused: Array<[query: string, field: string]>, payable: string | null]> = [
  ['cik-ticker', [['limit=5', 'ticker'], ['ticker=AAPL&cik=320193', 'ticker']], 'ticker=AAPL'],
  ['sec-filings', [['limit=5', 'cik'], ['ticker=AAPL&cik=320193', 'cik'], ['ticker=AAPL&from=2024-02-01&to=2024-01-01', 'to']], 'ticker=AAPL&from=2024-01-01&to=2024-02-01'],
  ['company-profile', [['cik=320193&ticker=AAPL', 'cik']], 'ticker=AAPL'],
  ['company-facts', [['cik=320193&ticker=AAPL', 'cik']], 'ticker=AAPL'],
  ['thirteen-f', [['cik=320193&ticker=AAPL', 'cik']], 'cik=1067983'],
  ['insider-trades', [['limit=5', 'cik'], ['ticker=AAPL&from=2024-02-01&to=2024-01-01', 'to']], 'ticker=AAPL'],
  ['form-144', [['limit=5', 'cik'], ['ticker=AAPL&from=2024-02-01&to=2024-01-01', 'to']], 'ticker=AAPL'],
  ['bank-id-resolve', [['id=ZZZZ1', 'id'], ['id=GB00WEST12345698765432', 'id']], null],
]

describe('finance checks before payment', () => {
  for (const [operation, refused, payable] of CASES) {
    it(`${operation}: a call that can only fail answers 400 naming the field, one that can succeed 402`, async () => {
      for (const [query, field] of refused) await t.rejects(`/api/finance/${operation}?${query}`, field)
      if (payable === null) return
      const asked = await t.call(`/api/finance/${operation}?${payable}`)
      expect(asked.status, JSON.stringify(asked.body)).toBe(402)
    })
  }
})
