import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { finnhubFixture, stocksFixtures } from './_harness.ts'

const h = testHost(stocksFixtures)

describe('stocks.quote', () => {
  it('answers the latest price with change and day range, sending the key in the header', async () => {
    const data = await h.ok('/api/stocks/quote?symbol=aapl')
    expect(data.items).toStrictEqual([{ symbol: 'AAPL', price: 261.74, change: 2.29, changePercent: 0.8826, high: 263.31, low: 260.68, open: 261.07, previousClose: 259.45, time: '2020-02-25T14:30:00.000Z' }])
    expect(data.total).toBe(1)
    expect(h.last('/api/v1/quote').params).toEqual({ symbol: 'AAPL' })
    expect(h.last().headers['x-finnhub-token']).toBe('fh-key')
    expect(data.source).toMatchObject({ provider: 'Finnhub' })
    expect(data.source.url).not.toContain('fh-key')
  })

  it('answers 404 for a symbol Finnhub has no quote for', async () => {
    h.set('GET /api/v1/quote', finnhubFixture('quote-unknown.json'))
    await h.status('/api/stocks/quote?symbol=ZZZZZ', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/stocks/quote', 'symbol')
    await h.rejects('/api/stocks/quote?symbol=AA%20PL', 'symbol')
    await h.rejects(`/api/stocks/quote?symbol=${'A'.repeat(21)}`, 'symbol')
    await h.rejects('/api/stocks/quote?symbol=AAPL&exchange=US', 'exchange')
  })

  h.failures('GET /api/v1/quote', '/api/stocks/quote?symbol=AAPL')
})
