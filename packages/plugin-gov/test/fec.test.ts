import { join } from 'node:path'
import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { govPlugin } from '../src/index.ts'

describe('gov.fec-candidate', () => {
  let server: FixtureServer
  let answer: FixtureAnswer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /v1/candidates/': () => answer })
  })
  afterAll(() => server.close())
  beforeEach(() => {
    answer = { file: join(import.meta.dirname, 'fixtures/openfec/candidates.json') }
  })
  const call = async (query: string, key: string | null = 'fec-key') => {
    const app = createTestApp({ plugins: [govPlugin], config: { upstreams: { openfec: { baseUrl: server.url, timeoutMs: 2000, ...(key ? { key } : {}) } }, prices: { 'gov.fec-candidate': 0 } } })
    const response = await app.request(`/api/gov/fec-candidate?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('passes the filters and the key, and answers candidates', async () => {
    const { status, body } = await call('office=H&state=ca&district=12&cycle=2024&limit=5')
    expect(status).toBe(200)
    expect(Object.fromEntries(server.requests.at(-1)!.query)).toEqual({ office: 'H', state: 'CA', district: '12', cycle: '2024', per_page: '5', page: '1', sort: 'name', api_key: 'fec-key' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      candidateId: 'H8CA12098', name: 'EXAMPLE, JANE Q.', party: 'DEM', partyFull: 'DEMOCRATIC PARTY', office: 'H', officeFull: 'House', state: 'CA', district: '12',
      incumbency: 'Incumbent', status: 'C', cycles: [2018, 2020, 2022, 2024], electionYears: [2018, 2020, 2022, 2024], firstFiled: '2017-11-02', lastFiled: '2023-01-05',
      hasRaisedFunds: true, url: 'https://www.fec.gov/data/candidate/H8CA12098/',
    })
  })

  it('is unavailable without a key', async () => {
    expect(await call('q=example', null)).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_OPENFEC_KEY') } })
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
      answer = failure.answer
      expect(await call('q=example')).toMatchObject({ status: failure.status, body: { code: failure.code } })
    })
  }

  it('rejects bad input', async () => {
    for (const [query, field] of [['', 'q'], ['candidateId=X123', 'candidateId'], ['office=G', 'office'], ['state=Cal', 'state'], ['q=ab&district=7', 'district'], ['q=ab&party=DEMOCRAT', 'party'], ['q=ab&cycle=2023', 'cycle'], ['q=ab&limit=101', 'limit']]) {
      const { status, body } = await call(query!)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})
