import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

const RESOLVE = '/api/finance/security-resolve'
const TICKERS = 'GET /files/company_tickers_exchange.json'

describe('finance.security-resolve', () => {
  const h = testHost({
    plugins: [financePlugin],
    upstreams: ['openfigi', 'sec'],
    config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
    routes: {
      'POST /v3/mapping': (request) => {
        const job = JSON.parse(request.body)[0]
        if (['AAPL', 'US0378331005', '037833100', 'BBG000B9XRY4'].includes(job.idValue)) return { file: 'openfigi/mapping-aapl.json' }
        if (job.idValue === 'XX0000000000') return { file: 'openfigi/mapping-error.json' }
        return { file: 'openfigi/mapping-none.json' }
      },
      [TICKERS]: 'sec/company_tickers_exchange.json',
    },
  })

  it('recognises each identifier kind and joins the SEC issuer of a U.S. listing', async () => {
    for (const [id, idType] of [['us0378331005', 'ID_ISIN'], ['037833100', 'ID_CUSIP'], ['BBG000B9XRY4', 'ID_BB_GLOBAL'], ['aapl', 'TICKER']]) {
      const { status, body } = await h.call(`${RESOLVE}?id=${id}`)
      expect(status, id).toBe(200)
      expect(h.last('/v3/mapping').json()[0].idType, id).toBe(idType)
      expect(body.data.items[0]).toMatchObject({ figi: 'BBG000B9XRY4', name: 'APPLE INC', ticker: 'AAPL', exchangeCode: 'US', sec: { cik: '0000320193', name: 'Apple Inc.', exchange: 'Nasdaq' }, sources: { openfigi: { status: 'found' }, sec: { status: 'found' } } })
    }
    expect(h.last('/v3/mapping').json()[0]).toEqual({ idType: 'TICKER', idValue: 'AAPL', exchCode: 'US' })
  })

  it('still answers when the SEC cannot be asked, saying so', async () => {
    h.set(TICKERS, { status: 500, body: 'down' })
    const { status, body } = await h.call(`${RESOLVE}?id=AAPL`)
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ sec: null, sources: { sec: { status: 'error' } } })
  })

  it('does not ask the SEC without the User-Agent SEC requires, and says which setting is missing', async () => {
    const { status, body } = await h.call(`${RESOLVE}?id=AAPL`, undefined, { settings: { finance: {} } })
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ figi: 'BBG000B9XRY4', sec: null, sources: { sec: { status: 'error', message: expect.stringContaining('settings.finance.secUserAgent') } } })
    expect(h.requestsTo(TICKERS)).toHaveLength(0)
  })

  it('answers 404 for an unknown security and 400 for one OpenFIGI refuses', async () => {
    expect(await h.call(`${RESOLVE}?id=ZZZZ`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await h.call(`${RESOLVE}?id=XX0000000000`)).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^id: OpenFIGI refused/) } })
  })

  describe('rejects bad input', () => {
    h.refusals(RESOLVE, [[{}, 'id'], [{ id: 'A B' }, 'id'], [{ id: 'ABCDEFGHIJKLM' }, 'id'], [{ id: 'AAPL', exchCode: 'NASDAQ' }, 'exchCode']])
  })
})
