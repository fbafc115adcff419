import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { stocksFixtures } from './_harness.ts'

const h = testHost(stocksFixtures)

describe('stocks.symbols', () => {
  it('searches by name', async () => {
    const data = await h.ok('/api/stocks/symbols?q=apple&limit=2')
    expect(data.total).toBe(3)
    expect(data.items[0]).toStrictEqual({ symbol: 'AAPL', displaySymbol: 'AAPL', name: 'APPLE INC', type: 'Common Stock', mic: null, figi: null, currency: null })
    expect(h.last('/api/v1/search').params).toEqual({ q: 'apple' })
  })
  it('lists the symbols of an exchange', async () => {
    const data = await h.ok('/api/stocks/symbols?exchange=us')
    expect(data.items[1]).toStrictEqual({ symbol: 'AAPL', displaySymbol: 'AAPL', name: 'APPLE INC', type: 'Common Stock', mic: 'XNAS', figi: 'BBG000B9XRY4', currency: 'USD' })
    expect(h.last('/api/v1/stock/symbol').params).toEqual({ exchange: 'US' })
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/stocks/symbols', 'q')
    await h.rejects('/api/stocks/symbols?q=apple&exchange=US', 'exchange')
    await h.rejects('/api/stocks/symbols?exchange=NYSE1', 'exchange')
    await h.rejects('/api/stocks/symbols?q=apple&limit=1001', 'limit')
  })
  h.failures('GET /api/v1/search', '/api/stocks/symbols?q=apple')
})

describe('stocks.screener', () => {
  it('passes the filters to FMP with its parameter names and the key', async () => {
    const data = await h.ok('/api/stocks/screener?marketCapMin=1000000000000&sector=Technology&exchange=nasdaq&country=us&limit=2')
    expect(data.items[0]).toStrictEqual({ symbol: 'AAPL', name: 'Apple Inc.', marketCap: 3435062313000, price: 225.93, beta: 1.24, volume: 43010091, lastAnnualDividend: 1, sector: 'Technology', industry: 'Consumer Electronics', exchange: 'NASDAQ', country: 'US', etf: false })
    expect(h.last('/stable/company-screener').params).toEqual({ marketCapMoreThan: '1000000000000', sector: 'Technology', exchange: 'NASDAQ', country: 'US', isActivelyTrading: 'true', limit: '2', apikey: 'fmp-key' })
    expect(data.source.url).not.toContain('fmp-key')
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/stocks/screener?marketCapMin=-1', 'marketCapMin')
    await h.rejects('/api/stocks/screener?country=USA', 'country')
    await h.rejects('/api/stocks/screener?betaMax=11', 'betaMax')
    await h.rejects('/api/stocks/screener?sector=x', 'sector')
  })
  h.failures('GET /stable/company-screener', '/api/stocks/screener')
})
