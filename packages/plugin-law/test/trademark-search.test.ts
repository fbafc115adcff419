import { createTestPaymentGate, TEST_PAYER_HEADER, upstreamFailureCases, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const ALL = 'GET /v1/trademarkSearch/blue%20heron/all'
const ACTIVE = 'GET /v1/trademarkSearch/blue%20heron/active'
const search = (name: string) => fixture('uspto-trademark-rapidapi', name)
const h = testHost({
  plugins: [lawPlugin],
  upstreams: ['uspto-trademark-rapidapi'],
  keys: { 'uspto-trademark-rapidapi': 'rapidapi-test-key' },
  routes: { [ALL]: search('search-all.json'), [ACTIVE]: search('search-active.json'), 'GET /v1/trademarkSearch/zzqx/all': search('search-none.json') },
})
const serials = (data: { items: Array<{ serialNumber: string }> }) => data.items.map((item) => item.serialNumber)

describe('law.trademark-search', () => {
  it('answers the live marks by default, each linking its TSDR page, sending the RapidAPI key and host', async () => {
    const data = await h.ok('/api/law/trademark-search?q=blue%20heron')
    expect(data).toMatchObject({ ok: true, total: 2, source: { provider: 'USPTO Trademark API (RapidAPI)' } })
    expect(data.items[0]).toStrictEqual({
      serialNumber: '97000001', registrationNumber: '7000001', mark: 'BLUE HERON', owner: 'Example Coffee Roasters LLC',
      owners: [
        { name: 'Example Coffee Roasters LLC', role: 'Original Applicant', legalEntity: 'Limited Liability Company', city: 'Portland', state: 'OR', country: 'US' },
        { name: 'Example Coffee Roasters LLC', role: 'Original Registrant', legalEntity: 'Limited Liability Company', city: 'Portland', state: 'OR', country: 'US' },
      ],
      status: 'Live/Registered', live: true, statusCode: '700', statusDescription: 'REGISTERED', statusDate: '2023-05-02',
      filingDate: '2021-09-14', registrationDate: '2023-05-02', abandonmentDate: null, expirationDate: '2029-05-02',
      goodsAndServices: 'Coffee; roasted coffee beans; coffee-based beverages',
      url: 'https://tsdr.uspto.gov/#caseNumber=97000001&caseType=SERIAL_NO&searchType=statusSearch',
    })
    // An application not yet registered carries 0000000 at the provider: no registration number here.
    expect(data.items[1]).toMatchObject({ serialNumber: '98000003', registrationNumber: null, status: 'Live/Pending', live: true, registrationDate: null })
    const request = h.last()
    expect(request.path).toBe('/v1/trademarkSearch/blue%20heron/active')
    expect(request.headers['x-rapidapi-key']).toBe('rapidapi-test-key')
    expect(request.headers['x-rapidapi-host']).toBe('uspto-trademark.p.rapidapi.com')
  })

  it('searches every mark with status=all, and only the dead ones of that search with status=dead', async () => {
    const all = await h.ok('/api/law/trademark-search?q=blue%20heron&status=all')
    expect(serials(all)).toEqual(['97000001', '86000002', '98000003'])
    expect(all.total).toBe(3)
    const dead = await h.ok('/api/law/trademark-search?q=blue%20heron&status=dead')
    expect(serials(dead)).toEqual(['86000002'])
    expect(dead).toMatchObject({ total: 1, items: [{ live: false, status: 'Dead/Abandoned', abandonmentDate: '2016-03-21', owner: 'Example Brewing Co.' }] })
    expect(h.last().path).toBe('/v1/trademarkSearch/blue%20heron/all')
  })

  it('keeps the marks of an owner whose name holds every word given, in any case', async () => {
    expect(serials(await h.ok('/api/law/trademark-search?q=blue%20heron&status=all&owner=EXAMPLE%20coffee'))).toEqual(['97000001'])
    expect(serials(await h.ok('/api/law/trademark-search?q=blue%20heron&status=all&owner=brewing%20example'))).toEqual(['86000002'])
    expect(await h.ok('/api/law/trademark-search?q=blue%20heron&owner=brewing')).toMatchObject({ items: [], total: 0 })
  })

  it('pages with limit and offset within the rows of one search', async () => {
    const page = await h.ok('/api/law/trademark-search?q=blue%20heron&status=all&limit=1&offset=1')
    expect(serials(page)).toEqual(['86000002'])
    expect(page.total).toBe(3)
    expect((await h.ok('/api/law/trademark-search?q=blue%20heron&status=all&offset=3')).items).toEqual([])
  })

  it('gives the provider\'s count, or null when rows were filtered here out of a capped list', async () => {
    const capped = { body: { count: 1200, items: (await import('./fixtures/uspto-trademark-rapidapi/search-all.json')).items } }
    h.set(ALL, capped)
    expect((await h.ok('/api/law/trademark-search?q=blue%20heron&status=all')).total).toBe(1200)
    const dead = await h.ok('/api/law/trademark-search?q=blue%20heron&status=dead')
    expect(serials(dead)).toEqual(['86000002'])
    expect(dead.total).toBeNull()
  })

  it('answers an empty list when nothing matches', async () => {
    expect(await h.ok('/api/law/trademark-search?q=zzqx&status=all')).toMatchObject({ ok: true, items: [], total: 0 })
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/law/trademark-search', 'q')
    await h.rejects('/api/law/trademark-search?q=%20', 'q')
    await h.rejects('/api/law/trademark-search?q=ac%2Fdc', 'q')
    await h.rejects(`/api/law/trademark-search?q=${'a'.repeat(101)}`, 'q')
    await h.rejects('/api/law/trademark-search?q=heron&owner=x', 'owner')
    await h.rejects('/api/law/trademark-search?q=heron&status=pending', 'status')
    await h.rejects('/api/law/trademark-search?q=heron&limit=0', 'limit')
    await h.rejects('/api/law/trademark-search?q=heron&limit=101', 'limit')
    await h.rejects('/api/law/trademark-search?q=heron&offset=250', 'offset')
    // The provider's search gives no classes: a class filter is not offered.
    await h.rejects('/api/law/trademark-search?q=heron&class=9', 'class')
  })

  const keyless = testHost({ plugins: lawPlugin, elsewhere: { 'uspto-trademark-rapidapi': 'http://127.0.0.1:9' }, paid: true })
  it('is unavailable without the RapidAPI key (503 naming the setting, before any 402)', async () => {
    const body = await keyless.status('/api/law/trademark-search?q=blue%20heron', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_USPTO_TRADEMARK_RAPIDAPI_KEY')
  })

  h.failures(ALL, '/api/law/trademark-search?q=blue%20heron&status=all')

  // A paid host with a gate of its own per test, its upstream on `h`'s fixture server.
  const paid = testHost({
    plugins: lawPlugin,
    paid: true,
    hostPer: 'test',
    freshGate: createTestPaymentGate,
    elsewhere: { 'uspto-trademark-rapidapi': () => ({ baseUrl: h.server.url, key: 'rapidapi-test-key' }) },
  })

  it('charges a paid call that succeeds and none whose upstream fails', async () => {
    const gate = paid.gate
    const call = (path: string) => paid.request(path, { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000aa' } })
    expect((await call('/api/law/trademark-search?q=blue%20heron')).status).toBe(200)
    expect(gate.settled).toMatchObject([{ operation: 'law.trademark-search', amountMicros: 6000 }])
    for (const failure of upstreamFailureCases) {
      h.set(ALL, failure.answer)
      try {
        const response = await call('/api/law/trademark-search?q=blue%20heron&status=all')
        expect(response.status, failure.name).toBe(failure.status)
      } finally {
        h.reset()
      }
    }
    expect(gate.settled).toHaveLength(1)
    expect(gate.released).toEqual(upstreamFailureCases.map(() => 'law.trademark-search'))
  })
})

describe('law.trademark-search under RapidAPI\'s terms', () => {
  const paid = testHost({ plugins: [lawPlugin], upstreams: ['uspto-trademark-rapidapi'], keys: { 'uspto-trademark-rapidapi': 'rapidapi-test-key' }, paid: true })
  const notAccepted = () => ({ upstreams: { 'uspto-trademark-rapidapi': { baseUrl: paid.server.url, key: 'rapidapi-test-key', acceptTerms: false } } })

  it('is unavailable with a key alone (503 before any 402, nothing asked), until the operator accepts the terms', async () => {
    const refused = await paid.call('/api/law/trademark-search?q=blue%20heron', undefined, notAccepted())
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_USPTO_TRADEMARK_RAPIDAPI_ACCEPT_TERMS=true') } })
    expect(refused.body.error).toContain('https://rapidapi.com/terms/')
    expect(paid.requests).toHaveLength(0)
    expect((await paid.call('/api/law/trademark-search?q=blue%20heron')).status).toBe(402)
  })
})
