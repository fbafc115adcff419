import { type FixtureAnswer, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { patentsPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `epo-ops/${name}` })
const h = testHost({
  plugins: [patentsPlugin],
  upstreams: ['epo-ops'],
  keys: { 'epo-ops': 'consumer-key:consumer-secret' },
  routes: {
    'POST /3.2/auth/accesstoken': fixture('token.json'),
    'GET /3.2/rest-services/published-data/search/biblio': fixture('search-biblio.json'),
    'GET /3.2/rest-services/published-data/publication/docdb/EP.1000000.A1/biblio': fixture('biblio.json'),
    'GET /3.2/rest-services/published-data/publication/epodoc/EP1000000/biblio': fixture('biblio.json'),
    'GET /3.2/rest-services/family/publication/docdb/EP.1000000.A1': fixture('family.json'),
    'GET /3.2/rest-services/legal/publication/docdb/EP.1000000.A1': fixture('legal.json'),
    'GET /3.2/rest-services/published-data/publication/docdb/EP.2000000.A1/biblio': () => refusingOnce(),
  },
})
/** OPS refusing the first token it sees on this route (as when a token was revoked), then answering. */
let refusedOnce = false
function refusingOnce(): FixtureAnswer {
  if (refusedOnce) return fixture('biblio.json')
  refusedOnce = true
  return { status: 400, body: '<fault xmlns="http://ops.epo.org"><code>CLIENT.InvalidAccessToken</code><message>invalid_access_token</message></fault>', headers: { 'content-type': 'application/xml' } }
}

describe('EPO OPS authentication', () => {
  it('gets a token with the consumer key and secret as HTTP Basic, and calls the data with the bearer token', async () => {
    await h.ok('/api/patents/epo-biblio?number=EP1000000A1')
    const token = h.last('/3.2/auth/accesstoken')
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('consumer-key:consumer-secret').toString('base64')}`)
    expect(token.body).toBe('grant_type=client_credentials')
    const data = h.last('/3.2/rest-services/published-data/publication/docdb/EP.1000000.A1/biblio')
    expect(data.headers.authorization).toBe('Bearer illustrative-access-token')
  })
  it('gets a new token once when OPS refuses the one held, and answers', async () => {
    const before = h.requestsTo('/3.2/auth/accesstoken').length
    await h.ok('/api/patents/epo-biblio?number=EP1000000A1') // a token is held
    const held = h.requestsTo('/3.2/auth/accesstoken').length
    expect((await h.ok('/api/patents/epo-biblio?number=EP2000000A1')).items).toHaveLength(2)
    const calls = h.requestsTo('/3.2/rest-services/published-data/publication/docdb/EP.2000000.A1/biblio')
    expect(calls).toHaveLength(2)
    expect(h.requestsTo('/3.2/auth/accesstoken').length).toBe(held + 1)
    expect(before).toBeLessThanOrEqual(held)
  })
  it('answers 502 for another client error of OPS', async () => {
    h.set('GET /3.2/rest-services/family/publication/docdb/EP.1000000.A1', { status: 400, body: '<fault><code>CLIENT.InvalidQuery</code></fault>' })
    await h.status('/api/patents/epo-family?number=EP1000000A1', 502, undefined, 'UPSTREAM_FAILED')
  })
  it('keeps the token while it is valid', async () => {
    const before = h.requestsTo('/3.2/auth/accesstoken').length
    await h.ok('/api/patents/epo-family?number=EP1000000A1')
    expect(h.requestsTo('/3.2/auth/accesstoken').length).toBe(before)
  })
})

describe('patents.epo-search', () => {
  it('answers hits with bibliographic data and the total, asking the range', async () => {
    const data = await h.ok('/api/patents/epo-search?query=ti%3Dplastic%20or%20ti%3Dbricks&limit=2&offset=10')
    expect(data.total).toBe(1873)
    expect(data.items.map((item: { publicationNumber: string }) => item.publicationNumber)).toEqual(['WO2020999999A1', 'EP9999999A1'])
    expect(data.items[0]).toMatchObject({ title: 'Illustrative recyclable plastic container', publicationDate: '2020-06-18', applicants: ['EXAMPLE CHEMICALS SE [DE]'], abstract: 'A made-up abstract.' })
    expect(Object.fromEntries(h.last('/3.2/rest-services/published-data/search/biblio').query)).toEqual({ q: 'ti=plastic or ti=bricks', Range: '11-12' })
  })
  it('answers an empty list when OPS finds nothing (404)', async () => {
    h.set('GET /3.2/rest-services/published-data/search/biblio', { status: 404, body: '<fault xmlns="http://ops.epo.org"><code>SERVER.EntityNotFound</code><message>No results found</message></fault>', headers: { 'content-type': 'application/xml' } })
    expect(await h.ok('/api/patents/epo-search?query=zzzz')).toMatchObject({ items: [], total: 0 })
  })
  it('refuses an offset past what OPS serves', () => h.rejects('/api/patents/epo-search?query=plastic&offset=5000', 'offset'))
  h.failures('GET /3.2/rest-services/published-data/search/biblio', '/api/patents/epo-search?query=plastic')
})

describe('patents.epo-biblio', () => {
  it('answers each publication kind with title, parties, dates and classes', async () => {
    const data = await h.ok('/api/patents/epo-biblio?number=ep%201000000%20a1')
    expect(data.items).toHaveLength(2)
    expect(data.items[0]).toStrictEqual({
      publicationNumber: 'EP1000000A1', familyId: '19839', title: 'Illustrative apparatus for forming green bricks', publicationDate: '2000-05-17', applicationNumber: 'EP99203729A', filingDate: '1999-11-08',
      applicants: ['EXAMPLE BV [NL]'], inventors: ['DOE JAN [NL]', 'ROE ANNA [NL]'], ipc: ['B28B 7/ 00 A I'], cpc: ['B28B7/0097'], abstract: 'An illustrative apparatus, made up for this test.',
    })
    expect(data.items[1]).toMatchObject({ publicationNumber: 'EP1000000B1', publicationDate: '2004-01-14', abstract: null })
  })
  it('asks the epodoc form when no kind is given', async () => {
    await h.ok('/api/patents/epo-biblio?number=EP1000000')
    expect(h.last('/3.2/rest-services/published-data/publication/epodoc/EP1000000/biblio')).toBeDefined()
  })
  it('answers 404 for an unknown publication', async () => {
    h.set('GET /3.2/rest-services/published-data/publication/docdb/EP.1000000.A1/biblio', { status: 404, body: 'No results found' })
    await h.status('/api/patents/epo-biblio?number=EP1000000A1', 404, undefined, 'NOT_FOUND')
  })
  it('refuses a malformed number', () => h.rejects('/api/patents/epo-biblio?number=1000000', 'number'))
  h.failures('GET /3.2/rest-services/published-data/publication/docdb/EP.1000000.A1/biblio', '/api/patents/epo-biblio?number=EP1000000A1')
})

describe('patents.epo-family', () => {
  it('answers the family members with applications and priorities', async () => {
    const data = await h.ok('/api/patents/epo-family?number=EP1000000A1')
    expect(data.total).toBe(2)
    expect(data.items).toStrictEqual([
      { familyId: '19839', publicationNumber: 'EP1000000A1', publicationDate: '2000-05-17', country: 'EP', applicationNumber: 'EP99203729A', filingDate: '1999-11-08', priorities: [{ number: 'NL1010536A', date: '1998-11-12' }] },
      { familyId: '19839', publicationNumber: 'US6093011A', publicationDate: '2000-07-25', country: 'US', applicationNumber: 'US71711099A', filingDate: '1999-11-19', priorities: [{ number: 'NL1010536A', date: '1998-11-12' }] },
    ])
  })
  h.failures('GET /3.2/rest-services/family/publication/docdb/EP.1000000.A1', '/api/patents/epo-family?number=EP1000000A1')
})

describe('patents.epo-legal', () => {
  it('answers the legal events of the family newest first', async () => {
    const data = await h.ok('/api/patents/epo-legal?number=EP1000000A1')
    expect(data.items.map((event: { code: string }) => event.code)).toEqual(['PG25', '17P', 'AK', 'AS'])
    expect(data.items[0]).toStrictEqual({ publicationNumber: 'EP1000000A1', code: 'PG25', description: 'LAPSED IN A CONTRACTING STATE [ANNOUNCED VIA POSTGRANT INFORMATION FROM NATIONAL OFFICE TO EPO]', influence: 'negative', date: '2004-06-30', country: 'DE' })
    expect(data.items[3]).toMatchObject({ publicationNumber: 'US6093011A', influence: 'neutral', date: '1999-12-29' })
  })
  h.failures('GET /3.2/rest-services/legal/publication/docdb/EP.1000000.A1', '/api/patents/epo-legal?number=EP1000000A1')
})
