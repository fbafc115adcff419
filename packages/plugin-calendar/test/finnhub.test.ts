import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { calendarPlugin } from '../src/index.ts'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const EARNINGS = 'GET /api/v1/calendar/earnings'
const IPO = 'GET /api/v1/calendar/ipo'

// The operator accepts Finnhub's terms (its plan licenses showing the data): the free key is for personal use.
const h = testHost({ plugins: [calendarPlugin], upstreams: ['finnhub'], keys: { finnhub: 'fh-key' }, fixtures: 'fixtures/finnhub', routes: { [EARNINGS]: 'earnings.json', [IPO]: 'ipo.json' } })
/** Calls with Finnhub served and its terms accepted; without the key (`null`) or the terms, on a host configured so. */
function call(path: string, key: string | null = 'fh-key', acceptTerms = true) {
  if (key === 'fh-key' && acceptTerms) return h.call(path)
  return h.call(path, undefined, { upstreams: { finnhub: { baseUrl: h.server.url, acceptTerms, ...(key ? { key } : {}) } } })
}

describe('calendar.earnings', () => {
  it('answers reports in date order with estimates, actuals and time of day', async () => {
    const { status, body } = await call('/api/calendar/earnings?from=2025-01-27&to=2025-01-31')
    expect(status).toBe(200)
    expect(body.data.items.map((row: { symbol: string }) => row.symbol)).toEqual(['ACME', 'MSFT', 'TSLA', 'TINY'])
    expect(body.data.items[1]).toStrictEqual({
      date: '2025-01-29', symbol: 'MSFT', time: 'after-market', fiscalQuarter: 2, fiscalYear: 2025,
      epsEstimate: 3.1064, epsActual: 3.23, revenueEstimate: 68830000000, revenueActual: 69632000000,
    })
    expect(body.data.items[0]).toMatchObject({ time: 'before-market', epsActual: null, revenueActual: null })
    expect(body.data.items[3].time).toBeNull()
    const sent = h.last()
    expect(Object.fromEntries(sent.query)).toEqual({ from: '2025-01-27', to: '2025-01-31' })
    expect(sent.headers['x-finnhub-token']).toBe('fh-key')
    expect(body.data.source.url).not.toContain('fh-key')
  })

  it('defaults to today and the next 14 days, and passes one ticker', async () => {
    await call('/api/calendar/earnings?ticker=brk.b')
    expect(h.last().params).toEqual({ from: day(0), to: day(14), symbol: 'BRK.B' })
  })

  it('defaults `to` to 14 days from today whatever `from` is (14 days after a later from)', async () => {
    await call(`/api/calendar/earnings?from=${day(-30)}`)
    expect(h.last().params).toEqual({ from: day(-30), to: day(14) })
    await call(`/api/calendar/earnings?from=${day(40)}`)
    expect(h.last().params).toEqual({ from: day(40), to: day(54) })
  })

  it('is unavailable without a Finnhub key', async () => {
    expect(await call('/api/calendar/earnings', null)).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_FINNHUB_KEY') } })
  })

  it('is unavailable with a key until the operator accepts Finnhub\'s terms (the free key is for personal use), before anything is sent', async () => {
    const before = h.requests.length
    expect(await call('/api/calendar/earnings', 'fh-key', false)).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_FINNHUB_ACCEPT_TERMS=true') } })
    expect(h.requests.length).toBe(before)
  })

  h.failures(EARNINGS, '/api/calendar/earnings')

  it('passes a window of any length to Finnhub (the spec bounds none, nor does Finnhub)', async () => {
    expect((await call('/api/calendar/earnings?from=2024-01-01&to=2025-06-30')).status).toBe(200)
    expect(h.last().params).toEqual({ from: '2024-01-01', to: '2025-06-30' })
  })

  h.refusals('/api/calendar/earnings', [['from=2025-02-30', 'from'], ['to=tomorrow', 'to'], ['from=2025-02-01&to=2025-01-01', 'to'], ['ticker=1ABC', 'ticker'], ['ticker=ABCDEFGHIJKLM', 'ticker'], ['symbol=AAPL', 'symbol']])
})

describe('calendar.ipo', () => {
  it('answers offerings in date order with a parsed price range', async () => {
    const { status, body } = await call('/api/calendar/ipo?from=2024-03-15&to=2024-04-15')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([
      { date: '2024-03-20', symbol: 'ALAB', name: 'Astera Labs, Inc.', exchange: 'NASDAQ Global', priceRange: { low: 36, high: 36 }, priceText: '36', shares: 19800000, totalValue: 712800000, status: 'priced' },
      { date: '2024-03-21', symbol: 'RDDT', name: 'Reddit, Inc.', exchange: 'NYSE', priceRange: { low: 31, high: 34 }, priceText: '31-34', shares: 22000000, totalValue: 748000000, status: 'priced' },
      { date: '2024-04-02', symbol: null, name: 'Example Holdings Corp', exchange: null, priceRange: { low: null, high: null }, priceText: '', shares: null, totalValue: null, status: 'filed' },
    ])
  })

  it('defaults to 15 days ago through 30 days ahead', async () => {
    await call('/api/calendar/ipo')
    expect(h.last().params).toEqual({ from: day(-15), to: day(30) })
  })

  it('defaults `to` to 30 days from today whatever `from` is (30 days after a later from)', async () => {
    await call(`/api/calendar/ipo?from=${day(-60)}`)
    expect(h.last().params).toEqual({ from: day(-60), to: day(30) })
    await call(`/api/calendar/ipo?from=${day(45)}`)
    expect(h.last().params).toEqual({ from: day(45), to: day(75) })
  })

  it('passes a window of any length to Finnhub (the spec bounds none, nor does Finnhub)', async () => {
    expect((await call('/api/calendar/ipo?from=2023-01-01&to=2024-12-31')).status).toBe(200)
    expect(h.last().params).toEqual({ from: '2023-01-01', to: '2024-12-31' })
  })

  h.failures(IPO, '/api/calendar/ipo')

  h.refusals('/api/calendar/ipo', [['from=2024-13-01', 'from'], ['from=2024-03-01&to=2024-02-01', 'to'], ['status=priced', 'status']])
})
