import { pluginTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { stocksPlugin } from '../src/index.ts'

// Listed prices kept, every upstream keyed and unreachable: what can only fail answers 400 before
// the 402, and a call that can succeed still asks for payment.
const upstreams = Object.fromEntries(stocksPlugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
const t = pluginTestApp(stocksPlugin, { paid: true, upstreams })

/** Each operation with calls that can only fail (and the field each names), and one that can succeed. */
const CASES: Array<[operation: string, refused: Array<[query: string, field: string]>, payable: string]> = [
  ['symbols', [['limit=5', 'q'], ['q=apple&exchange=US', 'exchange']], 'q=apple'],
  ['company-news', [['symbol=AAPL&from=2024-02-01&to=2024-01-01', 'to'], ['symbol=AAPL&from=2022-01-01&to=2024-01-01', 'from']], 'symbol=AAPL&from=2024-01-01&to=2024-02-01'],
]

describe('stocks checks before payment', () => {
  for (const [operation, refused, payable] of CASES) {
    it(`${operation}: a call that can only fail answers 400 naming the field, one that can succeed 402`, async () => {
      for (const [query, field] of refused) await t.rejects(`/api/stocks/${operation}?${query}`, field)
      const asked = await t.call(`/api/stocks/${operation}?${payable}`)
      expect(asked.status, JSON.stringify(asked.body)).toBe(402)
    })
  }
})
