import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { financePlugin } from '@svc/plugin-finance'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

const gleif = (name: string, status = 200): FixtureAnswer => ({ status, file: `gleif/${name}` })
const APPLE = 'HWUPKR0MPOU8FGXBT394'
const RESOLVE = '/api/business/id-resolve'
const SEARCH = 'GET /api/v1/lei-records'
const TICKERS = 'GET /files/company_tickers_exchange.json'
const host = {
  upstreams: ['gleif', 'sec'],
  config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
  routes: {
    [SEARCH]: gleif('search-apple.json'),
    [`GET /api/v1/lei-records/${APPLE}`]: gleif('record-apple.json'),
    'GET /api/v1/lei-records/529900T8BM49AURSDO55': gleif('not-found.json', 404),
    // The finance plugin's recorded SEC ticker list, beside its own tests.
    [TICKERS]: '../../../plugin-finance/test/fixtures/sec/company_tickers_exchange.json',
  },
}
const h = testHost({ plugins: [businessPlugin, financePlugin], ...host })

describe('business.id-resolve', () => {
  it('from an LEI: the record is authoritative, the SEC identity is bridged by name', async () => {
    const { status, body } = await h.call(`${RESOLVE}?lei=${APPLE}`)
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      anchor: 'lei', canonicalName: 'Apple Inc.', lei: APPLE, leiName: 'Apple Inc.', jurisdiction: 'US-CA', secCik: '0000320193', secName: 'Apple Inc.',
      tickers: [{ ticker: 'AAPL', exchange: 'Nasdaq' }], bridge: 'name-match', sources: { gleif: { status: 'found' }, sec: { status: 'found' } },
    })
  })

  it('from a ticker: every ticker of the company, and the LEI by name', async () => {
    const { body } = await h.call(`${RESOLVE}?ticker=aapl`)
    expect(body.data.items[0]).toMatchObject({ anchor: 'ticker', secCik: '0000320193', lei: APPLE, bridge: 'name-match', tickers: [{ ticker: 'AAPL', exchange: 'Nasdaq' }] })
    const berkshire = await h.call(`${RESOLVE}?cik=0001067983`)
    expect(berkshire.body.data.items[0]).toMatchObject({ anchor: 'cik', secName: 'BERKSHIRE HATHAWAY INC', tickers: [{ ticker: 'BRK-B' }, { ticker: 'BRK-A' }], lei: null, bridge: null, sources: { gleif: { status: 'not_found' }, sec: { status: 'found' } } })
  })

  it('from a name: both registries, each reporting on its own', async () => {
    const { body } = await h.call(`${RESOLVE}?name=Apple%20Inc`)
    expect(body.data.items[0]).toMatchObject({ anchor: 'name', lei: APPLE, secCik: '0000320193', bridge: 'name-match' })
    h.set(SEARCH, { status: 500, body: 'down' })
    const degraded = await h.call(`${RESOLVE}?name=Apple%20Inc`)
    expect(degraded.status).toBe(200)
    expect(degraded.body.data.items[0]).toMatchObject({ lei: null, secCik: '0000320193', bridge: null, sources: { gleif: { status: 'error', message: expect.stringContaining('GLEIF') }, sec: { status: 'found' } } })
  })

  it('answers 404 when the anchor is unknown or nothing matches, 502 when no source answers', async () => {
    expect(await h.call(`${RESOLVE}?lei=529900T8BM49AURSDO55`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await h.call(`${RESOLVE}?ticker=ZZZZ`)).toMatchObject({ status: 404 })
    expect(await h.call(`${RESOLVE}?name=Qwertyuiop%20Widgets`)).toMatchObject({ status: 404 })
    h.set(SEARCH, { status: 500, body: 'down' })
    h.set(TICKERS, { status: 500, body: 'down' })
    expect(await h.call(`${RESOLVE}?name=Apple%20Inc`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  describe('without the finance plugin', () => {
    const alone = testHost({ plugins: [businessPlugin], ...host })
    it('is unavailable, and says so', async () => {
      expect(await alone.call(`${RESOLVE}?lei=${APPLE}`)).toMatchObject({ status: 503, body: { error: expect.stringContaining('finance.cik-ticker') } })
    })
  })

  h.refusals(RESOLVE, [['', 'name'], [`lei=${APPLE}&ticker=AAPL`, 'name'], ['cik=12345678901234', 'cik'], ['cik=00012345678901', 'cik'], ['cik=12345678901', 'cik'], ['ticker=1A', 'ticker'], ['lei=ABC', 'lei']])
})
