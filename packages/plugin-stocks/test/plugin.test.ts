import { testPlugin, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { stocksPlugin } from '../src/index.ts'
import { stocksFixtures } from './_harness.ts'

// The examples reach Finnhub and FMP on the fixture server.
const h = testHost(stocksFixtures)
testPlugin(stocksPlugin, { upstreams: h.upstreams })

describe('stocks without keys', () => {
  const app = testHost({ plugins: stocksPlugin, elsewhere: { finnhub: 'http://127.0.0.1:9', fmp: 'http://127.0.0.1:9' }, paid: true })
  for (const operation of stocksPlugin.operations) {
    it(`${operation.name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const env = operation.name === 'screener' ? 'SVC_UPSTREAM_FMP_KEY' : 'SVC_UPSTREAM_FINNHUB_KEY'
      const query = operation.name === 'screener' ? '' : operation.name === 'symbols' ? '?q=apple' : '?symbol=AAPL'
      const body = await app.status(`/api/stocks/${operation.name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain(env)
    })
  }
})
