import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const YES = '71321045679252212594626385532706912750332728571942532289631379312455583992563'

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma', 'polymarket-clob', 'kalshi'],
  routes: {
    'GET /markets': (request) => (request.query.has('status') ? fixture('kalshi', 'markets.json') : fixture('polymarket-gamma', 'markets.json')),
    'GET /book': fixture('polymarket-clob', 'book.json'),
  },
})

describe('the venues\' terms', () => {
  it('serves Polymarket data only where the operator accepts its Terms of Use (no resale to market data distributors)', async () => {
    const unaccepted = { upstreams: { 'polymarket-gamma': { baseUrl: h.server.url, acceptTerms: false }, 'polymarket-clob': { baseUrl: h.server.url, acceptTerms: false } } }
    const refused = await h.call('/api/predict/markets', undefined, unaccepted)
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('uses Polymarket Gamma API, whose terms do not allow charging for its data') } })
    expect(refused.body.error).toContain('SVC_UPSTREAM_POLYMARKET_GAMMA_ACCEPT_TERMS=true')
    expect((await h.call(`/api/predict/orderbook?token=${YES}`, undefined, unaccepted)).body.error).toContain('SVC_UPSTREAM_POLYMARKET_CLOB_ACCEPT_TERMS=true')
    expect(h.requests).toHaveLength(0)
    expect((await h.call('/api/predict/markets')).status).toBe(200)
  })

  it('serves Kalshi data only where the operator accepts its Data Terms (personal, non-commercial use)', async () => {
    const unaccepted = { upstreams: { kalshi: { baseUrl: h.server.url, acceptTerms: false } } }
    const refused = await h.call('/api/predict/marketB-markets', undefined, unaccepted)
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_KALSHI_ACCEPT_TERMS=true') } })
    expect((await h.call('/api/predict/marketB-markets')).status).toBe(200)
  })
})
