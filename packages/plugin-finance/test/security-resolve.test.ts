import { createTestApp, serveFixtures, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: name })

describe('finance.security-resolve', () => {
  let server: FixtureServer
  let tickers: FixtureAnswer
  beforeAll(async () => {
    server = await serveFixtures({
      'POST /v3/mapping': (request) => {
        const job = JSON.parse(request.body)[0]
        if (['AAPL', 'US0378331005', '037833100', 'BBG000B9XRY4'].includes(job.idValue)) return fixture('openfigi/mapping-aapl.json')
        if (job.idValue === 'XX0000000000') return fixture('openfigi/mapping-error.json')
        return fixture('openfigi/mapping-none.json')
      },
      'GET /files/company_tickers_exchange.json': () => tickers,
    })
  })
  afterAll(() => server.close())
  beforeEach(() => {
    tickers = fixture('sec/company_tickers_exchange.json')
  })
  const call = async (query: string, settings: Record<string, Record<string, unknown>> = { finance: { secUserAgent: 'Example Ops ops@example.org' } }) => {
    const app = createTestApp({ plugins: [financePlugin], config: { settings, upstreams: { openfigi: { baseUrl: server.url, timeoutMs: 2000 }, sec: { baseUrl: server.url, timeoutMs: 2000 } }, prices: { 'finance.security-resolve': 0 } } })
    const response = await app.request(`/api/finance/security-resolve?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('recognises each identifier kind and joins the SEC issuer of a U.S. listing', async () => {
    for (const [id, idType] of [['us0378331005', 'ID_ISIN'], ['037833100', 'ID_CUSIP'], ['BBG000B9XRY4', 'ID_BB_GLOBAL'], ['aapl', 'TICKER']]) {
      const { status, body } = await call(`id=${id}`)
      expect(status, id).toBe(200)
      expect(server.last('/v3/mapping').json()[0].idType, id).toBe(idType)
      expect(body.data.items[0]).toMatchObject({ figi: 'BBG000B9XRY4', name: 'APPLE INC', ticker: 'AAPL', exchangeCode: 'US', sec: { cik: '0000320193', name: 'Apple Inc.', exchange: 'Nasdaq' }, sources: { openfigi: { status: 'found' }, sec: { status: 'found' } } })
    }
    expect(server.last('/v3/mapping').json()[0]).toEqual({ idType: 'TICKER', idValue: 'AAPL', exchCode: 'US' })
  })

  it('still answers when the SEC cannot be asked, saying so', async () => {
    tickers = { status: 500, body: 'down' }
    const { status, body } = await call('id=AAPL')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ sec: null, sources: { sec: { status: 'error' } } })
  })

  it('does not ask the SEC without the User-Agent SEC requires, and says which setting is missing', async () => {
    const asked = server.requests.filter((r) => r.path === '/files/company_tickers_exchange.json').length
    const { status, body } = await call('id=AAPL', {})
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ figi: 'BBG000B9XRY4', sec: null, sources: { sec: { status: 'error', message: expect.stringContaining('settings.finance.secUserAgent') } } })
    expect(server.requests.filter((r) => r.path === '/files/company_tickers_exchange.json')).toHaveLength(asked)
  })

  it('answers 404 for an unknown security and 400 for one OpenFIGI refuses', async () => {
    expect(await call('id=ZZZZ')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await call('id=XX0000000000')).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^id: OpenFIGI refused/) } })
  })

  it('rejects bad input', async () => {
    for (const [query, field] of [['', 'id'], ['id=A%20B', 'id'], ['id=ABCDEFGHIJKLM', 'id'], ['id=AAPL&exchCode=NASDAQ', 'exchCode']]) {
      const { status, body } = await call(query!)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})
