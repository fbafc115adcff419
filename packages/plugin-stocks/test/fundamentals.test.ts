import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { finnhubFixture, stocksFixtures } from './_harness.ts'

const h = testHost(stocksFixtures)

describe('stocks.earnings-surprises', () => {
  it('answers reported against estimated EPS per quarter', async () => {
    const data = await h.ok('/api/stocks/earnings-surprises?symbol=AAPL&limit=2')
    expect(data.items).toStrictEqual([
      { period: '2023-03-31', fiscalYear: 2023, fiscalQuarter: 2, epsActual: 1.88, epsEstimate: 1.9744, surprise: -0.0944, surprisePercent: -4.7812 },
      { period: '2022-12-31', fiscalYear: 2023, fiscalQuarter: 1, epsActual: 1.29, epsEstimate: 1.2235, surprise: 0.0665, surprisePercent: 5.4352 },
    ])
    expect(h.last('/api/v1/stock/earnings').params).toEqual({ symbol: 'AAPL', limit: '2' })
    await h.rejects('/api/stocks/earnings-surprises?symbol=AAPL&limit=41', 'limit')
  })
  h.failures('GET /api/v1/stock/earnings', '/api/stocks/earnings-surprises?symbol=AAPL')
})

describe('stocks.financials-reported', () => {
  it('answers each filing\'s statements, newest period first', async () => {
    const data = await h.ok('/api/stocks/financials-reported?symbol=AAPL&limit=1')
    expect(data.total).toBe(2)
    expect(data.items[0]).toMatchObject({ accessionNumber: '0000320193-22-000108', form: '10-K', fiscalYear: 2022, fiscalQuarter: null, periodStart: '2021-09-26', periodEnd: '2022-09-24', filedDate: '2022-10-28' })
    expect(data.items[0].incomeStatement).toContainEqual({ concept: 'us-gaap_NetIncomeLoss', label: 'Net income', unit: 'usd', value: 99803000000 })
    expect(data.items[0].balanceSheet).toHaveLength(2)
    expect(h.last('/api/v1/stock/financials-reported').params).toEqual({ symbol: 'AAPL', freq: 'annual' })
    await h.ok('/api/stocks/financials-reported?symbol=AAPL&freq=quarterly')
    expect(h.last('/api/v1/stock/financials-reported').params.freq).toBe('quarterly')
    await h.rejects('/api/stocks/financials-reported?symbol=AAPL&freq=monthly', 'freq')
  })
  h.failures('GET /api/v1/stock/financials-reported', '/api/stocks/financials-reported?symbol=AAPL')
})

describe('stocks.metrics', () => {
  it('answers the flat metric map, without the series', async () => {
    const data = await h.ok('/api/stocks/metrics?symbol=AAPL')
    expect(data.items[0]).toMatchObject({ symbol: 'AAPL', metrics: { peTTM: 31.2, beta: 1.29, '52WeekHigh': 199.62, '52WeekHighDate': '2023-12-14' } })
    expect(data.items[0].metrics.currentRatio).toBeUndefined()
    expect(h.last('/api/v1/stock/metric').params).toEqual({ symbol: 'AAPL', metric: 'all' })
  })
  it('answers 404 when Finnhub has no metrics', async () => {
    h.set('GET /api/v1/stock/metric', finnhubFixture('metric-empty.json'))
    await h.status('/api/stocks/metrics?symbol=ZZZZ', 404, undefined, 'NOT_FOUND')
  })
  h.failures('GET /api/v1/stock/metric', '/api/stocks/metrics?symbol=AAPL')
})

describe('stocks.peers', () => {
  it('answers the peers without the company itself', async () => {
    const data = await h.ok('/api/stocks/peers?symbol=AAPL')
    expect(data.items).toEqual([{ symbol: 'DELL' }, { symbol: 'HPQ' }, { symbol: 'SMCI' }, { symbol: 'HPE' }, { symbol: 'NTAP' }])
    expect(h.last('/api/v1/stock/peers').params).toEqual({ symbol: 'AAPL', grouping: 'industry' })
    await h.rejects('/api/stocks/peers?symbol=AAPL&grouping=country', 'grouping')
  })
  h.failures('GET /api/v1/stock/peers', '/api/stocks/peers?symbol=AAPL')
})

describe('stocks.recommendations', () => {
  it('answers the monthly rating counts, newest first', async () => {
    const data = await h.ok('/api/stocks/recommendations?symbol=AAPL&limit=2')
    expect(data.total).toBe(3)
    expect(data.items).toStrictEqual([
      { period: '2025-04-01', strongBuy: 12, buy: 23, hold: 8, sell: 1, strongSell: 0 },
      { period: '2025-03-01', strongBuy: 13, buy: 24, hold: 7, sell: 0, strongSell: 0 },
    ])
    await h.rejects('/api/stocks/recommendations?symbol=AAPL&limit=0', 'limit')
  })
  h.failures('GET /api/v1/stock/recommendation', '/api/stocks/recommendations?symbol=AAPL')
})
