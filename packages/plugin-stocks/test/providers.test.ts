import { describe, expect, it } from 'vitest'
import { fmp } from '../src/upstreams/fmp.ts'
import { testHost } from '@svc/core/testing'
import { stocksFixtures } from './_harness.ts'

// What FMP publishes (see test/fixtures/fmp/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  const h = testHost(stocksFixtures)

  it('FMP: its licence does not cover opening its API to third parties, so the screener waits for the operator\'s acceptance', async () => {
    expect(fmp.terms?.commercial.use).toBe('not-allowed')
    const refused = await h.call('/api/stocks/screener?sector=Technology', undefined, { upstreams: { fmp: { baseUrl: h.server.url, key: 'fmp-key', acceptTerms: false } } })
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_FMP_ACCEPT_TERMS=true') } })
    expect(h.requestsTo('/stable/company-screener')).toHaveLength(0)
    expect((await h.call('/api/stocks/screener?sector=Technology')).status).toBe(200)
  })
})
