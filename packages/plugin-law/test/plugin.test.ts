import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { courtListenerFixtures, fixture } from './_harness.ts'

// The examples reach CourtListener and the other providers on fixture servers, answered with the other tests' files.
const courtListener = testHost(courtListenerFixtures)
const xml = (upstream: string, name: string, type = 'application/xml') => ({ ...fixture(upstream, name), headers: { 'content-type': type } })
const others = testHost({
  plugins: [lawPlugin],
  upstreams: ['ecfr', 'federal-register', 'govinfo-link', 'ny-open-data', 'uspto-tsdr', 'trade-gov-csl', 'uspto-trademark-rapidapi'],
  keys: { 'uspto-tsdr': 'tsdr-key', 'trade-gov-csl': 'csl-key', 'uspto-trademark-rapidapi': 'rapidapi-test-key' },
  routes: {
    'GET /api/versioner/v1/titles.json': fixture('ecfr', 'titles.json'),
    'GET /api/versioner/v1/full/2026-11-20/title-17.xml': xml('ecfr', 'section-240.10b-5.xml'),
    'GET /api/v1/documents.json': fixture('federal-register', 'documents.json'),
    'GET /link/uscode/18/1030': xml('govinfo', 'uscode-18-1030.htm', 'text/html'),
    'GET /resource/eqw2-r5nb.json': fixture('ny-open-data', 'attorneys.json'),
    'GET /ts/cd/casestatus/sn75181334/info.xml': xml('uspto-tsdr', 'sn75181334.xml'),
    'GET /consolidated_screening_list/v1/search': fixture('trade-gov-csl', 'search-havin.json'),
    'GET /v1/trademarkSearch/blue%20heron/all': fixture('uspto-trademark-rapidapi', 'search-all.json'),
  },
})
testPlugin(lawPlugin, { upstreams: { ...courtListener.upstreams, ...others.upstreams } })

describe('law without the CourtListener token', () => {
  const app = testHost({ plugins: lawPlugin, elsewhere: { courtlistener: 'http://127.0.0.1:9', 'trade-gov-csl': 'http://127.0.0.1:9' }, paid: true })
  const calls: Array<[string, Record<string, unknown> | undefined]> = [
    ['/api/law/case-search?q=privacy', undefined],
    ['/api/law/judge-lookup?name=Sotomayor', undefined],
    ['/api/law/opinion', { clusterId: 2812209 }],
    ['/api/law/citation-check', { text: 'See 576 U.S. 644.' }],
  ]
  for (const [path, body] of calls) {
    it(`${path} is unavailable (503 before any 402), naming the token to configure`, async () => {
      const answer = await app.status(path, 503, body, 'UPSTREAM_NOT_CONFIGURED')
      expect(answer.error).toContain('SVC_UPSTREAM_COURTLISTENER_KEY')
    })
  }
  it('sanctions-check is unavailable without the Consolidated Screening List key', async () => {
    const answer = await app.status('/api/law/sanctions-check', 503, { names: ['Jane Example'] }, 'UPSTREAM_NOT_CONFIGURED')
    expect(answer.error).toContain('SVC_UPSTREAM_TRADE_GOV_CSL_KEY')
  })
})
