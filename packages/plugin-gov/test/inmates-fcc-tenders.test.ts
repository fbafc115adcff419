import type { FixtureAnswer } from '@svc/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const BOP = 'GET /PublicInfo/execute/inmateloc'
const FCC = 'GET /resource/3b3k-34jp.json'
const TED = 'POST /v3/notices/search'
let fccAnswer: FixtureAnswer
const routes: Record<string, FixtureAnswer | (() => FixtureAnswer)> = {
  [BOP]: fixture('bop/inmateloc-name.json'),
  [FCC]: () => fccAnswer,
  [TED]: fixture('ted/search.json'),
}
const h = govHarness({ upstreams: ['bop', 'fcc-opendata', 'ted'], routes })
afterEach(() => {
  fccAnswer = fixture('fcc-opendata/grantee-bcg.json')
})
fccAnswer = fixture('fcc-opendata/grantee-bcg.json')

describe('gov.inmate-locator', () => {
  it('searches by name and reads custody and release', async () => {
    const { status, body } = await h.call('/api/gov/inmate-locator?firstName=John&lastName=Smith&sex=M')
    expect(status).toBe(200)
    expect(h.last(BOP).params).toEqual({ todo: 'query', output: 'json', nameFirst: 'John', nameLast: 'Smith', sex: 'M' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      registerNumber: '12345-678', name: 'JOHN Q SMITH', firstName: 'JOHN', middleName: 'Q', lastName: 'SMITH', suffix: null, age: 45, race: 'White', sex: 'Male',
      inCustody: true, releaseCode: null, projectedRelease: '2030-07-12', actualRelease: null,
      facility: { code: 'BML', name: 'Beaumont Low', type: 'FCI', url: 'https://www.bop.gov/locations/institutions/bml/' },
    })
    expect(body.data.items[1]).toMatchObject({ inCustody: false, actualRelease: '2019-03-15', facility: null, suffix: 'JR' })
  })
  it('looks a register number up', async () => {
    await h.call('/api/gov/inmate-locator?number=12345678')
    expect(h.last(BOP).params).toEqual({ todo: 'query', output: 'json', inmateNumType: 'IRN', inmateNum: '12345-678' })
  })
  it('answers an empty list, and 429 when the locator asks for a captcha', async () => {
    h.set(BOP, { body: { Captcha: false, InmateLocator: [] } })
    expect((await h.call('/api/gov/inmate-locator?firstName=No&lastName=Body')).body.data).toMatchObject({ items: [], total: 0 })
    h.set(BOP, { body: { Captcha: true } })
    expect(await h.call('/api/gov/inmate-locator?firstName=No&lastName=Body')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
  })
  it('does not keep the captcha challenge: the next call on the same host asks the locator again', async () => {
    const host = h.open()
    h.set(BOP, { body: { Captcha: true } })
    expect(await host.call('/api/gov/inmate-locator?firstName=No&lastName=Body')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT', error: expect.stringContaining('captcha') } })
    h.set(BOP, { body: { Captcha: false, InmateLocator: [] } })
    expect(await host.call('/api/gov/inmate-locator?firstName=No&lastName=Body')).toMatchObject({ status: 200, body: { data: { items: [], total: 0 } } })
    expect(h.requestsTo(BOP)).toHaveLength(2)
  })
  it('is unavailable, naming the setting, until the operator acknowledges its undocumented endpoint', async () => {
    const before = h.requestsTo(BOP).length
    const { status, body } = await h.call('/api/gov/inmate-locator?firstName=John&lastName=Smith', undefined, { upstreams: { bop: { baseUrl: h.server.url, acceptTerms: false } } })
    expect([status, body.code]).toEqual([503, 'UPSTREAM_NOT_CONFIGURED'])
    expect(body.error).toContain('SVC_UPSTREAM_BOP_ACCEPT_TERMS=true')
    expect(h.requestsTo(BOP)).toHaveLength(before)
  })
  h.failures(BOP, '/api/gov/inmate-locator?firstName=John&lastName=Smith')
  it('rejects bad input', () => h.rejects('/api/gov/inmate-locator', [['', 'firstName'], ['firstName=John', 'lastName'], ['number=123', 'number'], ['firstName=J&lastName=E&age=5', 'age'], ['firstName=J&lastName=E&race=X', 'race'], ['firstName=J&lastName=E&limit=101', 'limit']]))
})

describe('gov.fcc-id', () => {
  it('splits an FCC ID and answers its grantee', async () => {
    const { status, body } = await h.call('/api/gov/fcc-id?fccId=BCG-E2511A')
    expect(status).toBe(200)
    expect(h.last(FCC).params).toEqual({ grantee_code: 'BCG' })
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(body.data.items[0]).toStrictEqual({
      fccId: 'BCGE2511A', granteeCode: 'BCG', productCode: 'E2511A',
      grantee: { code: 'BCG', name: 'Apple Inc.', address: 'One Apple Park Way', poBox: null, city: 'Cupertino', state: 'CA', country: 'United States', zip: '95014', contact: 'Example Regulatory Contact', registered: '1998-04-13' },
      grantsUrl: 'https://apps.fcc.gov/oetcf/eas/reports/GenericSearch.cfm?calledFromFrame=N&grantee_code=BCG&product_code=E2511A',
    })
  })
  // Socrata throttles token-less requests by IP; an application token gets its own pool (dev.socrata.com/docs/app-tokens).
  it('sends the operator\'s Socrata application token when one is configured, and works without', async () => {
    await h.call('/api/gov/fcc-id?fccId=BCG-E2511A', undefined, { upstreams: { 'fcc-opendata': { baseUrl: h.server.url, timeoutMs: 2000, key: 'app-token' } } })
    expect(h.last(FCC).headers['x-app-token']).toBe('app-token')
    const { status } = await h.withoutKey('/api/gov/fcc-id?fccId=BCG-E2511A', 'fcc-opendata')
    expect(status).toBe(200)
    expect(h.last(FCC).headers['x-app-token']).toBeUndefined()
  })
  it('reads five-character grantee codes', async () => {
    fccAnswer = fixture('fcc-opendata/grantees-anker.json')
    const { body } = await h.call('/api/gov/fcc-id?fccId=2AOKB-A1263')
    expect(h.last(FCC).params).toEqual({ grantee_code: '2AOKB' })
    expect(body.data.items[0]).toMatchObject({ granteeCode: '2AOKB', productCode: 'A1263', grantee: { name: 'Anker Innovations Limited', state: null } })
  })
  it('answers 404 for an unknown grantee', async () => {
    fccAnswer = { body: [] }
    expect(await h.call('/api/gov/fcc-id?granteeCode=ZZZ')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('finds grantees by company name with a quoted SoQL literal', async () => {
    fccAnswer = fixture('fcc-opendata/grantees-anker.json')
    const { body } = await h.call("/api/gov/fcc-id?company=anker'%20or%201=1&limit=5")
    expect(h.last(FCC).params).toEqual({ $where: "upper(grantee_name) like '%ANKER'' OR 1=1%'", $order: 'grantee_code', $limit: '5', $offset: '0' })
    expect(body.data).toMatchObject({ total: null, meta: { mode: 'list' } })
    expect(body.data.items[0]).toMatchObject({ granteeCode: '2AOKB', grantsUrl: 'https://apps.fcc.gov/oetcf/eas/reports/GenericSearch.cfm?calledFromFrame=N&grantee_code=2AOKB' })
  })
  h.failures(FCC, '/api/gov/fcc-id?granteeCode=BCG')
  it('rejects bad input', () => h.rejects('/api/gov/fcc-id', [['', 'fccId'], ['fccId=B', 'fccId'], ['granteeCode=ABCD', 'granteeCode'], ['fccId=BCG-E2511A&company=apple', 'fccId'], ['company=a', 'company']]))
})

describe('gov.eu-tenders', () => {
  it('builds the expert query and reads notices', async () => {
    const { status, body } = await h.call('/api/gov/eu-tenders?q=cloud%20"migration"&country=deu&cpv=72&from=2024-04-01&to=2024-05-31&limit=2')
    expect(status).toBe(200)
    expect(JSON.parse(h.last(TED).body)).toEqual({
      query: 'FT ~ "cloud migration" AND buyer-country = DEU AND classification-cpv = 72* AND PD >= 20240401 AND PD <= 20240531 SORT BY PD DESC',
      fields: ['publication-number', 'notice-title', 'buyer-name', 'buyer-country', 'publication-date', 'notice-type', 'classification-cpv', 'deadline-receipt-tender-date-lot', 'estimated-value-proc', 'estimated-value-cur-proc', 'place-of-performance', 'links'],
      page: 1, limit: 2, scope: 'ALL', paginationMode: 'PAGE_NUMBER',
    })
    expect(body.data.total).toBe(1532)
    expect(body.data.items[0]).toStrictEqual({
      publicationNumber: '284512-2024', title: 'Germany – Software development services – Cloud migration of the land registry', buyers: ['Landesamt für Digitalisierung Beispielland'], buyerCountry: 'DEU',
      publicationDate: '2024-05-02', noticeType: 'cn-standard', cpv: ['72212000', '72000000'], deadline: '2024-06-03', estimatedValue: { amount: 2500000, currency: 'EUR' }, placeOfPerformance: ['DEU'],
      url: 'https://ted.europa.eu/en/notice/-/detail/284512-2024',
    })
    expect(body.data.items[1]).toMatchObject({ title: 'France – Services informatiques – Maintenance applicative', deadline: null, estimatedValue: null, url: 'https://ted.europa.eu/fr/notice/-/detail/280001-2024' })
  })
  it('searches the last 30 days when nothing else narrows it', async () => {
    await h.call('/api/gov/eu-tenders?country=FRA')
    expect(JSON.parse(h.last(TED).body).query).toMatch(/^buyer-country = FRA AND PD >= \d{8} SORT BY PD DESC$/)
  })
  it('answers an empty list', async () => {
    h.set(TED, { body: { notices: [], totalNoticeCount: 0, iterationNextToken: null, timedOut: false } })
    expect((await h.call('/api/gov/eu-tenders?q=nothing')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures(TED, '/api/gov/eu-tenders?q=software')
  it('rejects bad input', () => h.rejects('/api/gov/eu-tenders', [['q=a', 'q'], ['country=DE', 'country'], ['cpv=7', 'cpv'], ['type=CN%20STANDARD!', 'type'], ['from=2024-05-01&to=2024-04-01', 'to'], ['page=151', 'page']]))
})
