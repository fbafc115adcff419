import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { UpstreamConfig } from '@svc/core'
import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: `gleif/${name}` })
const APPLE = 'HWUPKR0MPOU8FGXBT394'
// A made-up child of the fixture (see fixtures/gleif/README.md).
const CHILD = 'MADEUPCHILD000000001'
const SEARCH = 'GET /api/v1/lei-records'
const APPLE_RECORD = `GET /api/v1/lei-records/${APPLE}`

// The fixture server stands in for GLEIF: its published limit (60 a minute, spaced a second apart) is not this test's subject.
const h = testHost({
  plugins: [businessPlugin],
  elsewhere: { gleif: (): UpstreamConfig => ({ baseUrl: h.server.url, ownServer: true }) },
  routes: {
    [SEARCH]: (request) => (request.query.has('filter[isin]') ? (request.query.get('filter[isin]') === 'US0378331005' ? fixture('isin-filter-apple.json') : fixture('search-empty.json')) : fixture('search-apple.json')),
    [APPLE_RECORD]: fixture('record-apple.json'),
    [`GET /api/v1/lei-records/${CHILD}`]: fixture('record-child.json'),
    'GET /api/v1/lei-records/529900T8BM49AURSDO55': fixture('not-found.json', 404),
    [`GET /api/v1/lei-records/${CHILD}/direct-parent`]: fixture('record-apple.json'),
    [`GET /api/v1/lei-records/${CHILD}/ultimate-parent`]: fixture('record-apple.json'),
    [`GET /api/v1/lei-records/${CHILD}/direct-children`]: fixture('not-found.json', 404),
    [`GET /api/v1/lei-records/${CHILD}/ultimate-children`]: fixture('not-found.json', 404),
    [`GET /api/v1/lei-records/${APPLE}/direct-parent`]: fixture('not-found.json', 404),
    [`GET /api/v1/lei-records/${APPLE}/ultimate-parent`]: fixture('not-found.json', 404),
    [`GET /api/v1/lei-records/${APPLE}/direct-children`]: fixture('children-apple.json'),
    [`GET /api/v1/lei-records/${APPLE}/ultimate-children`]: fixture('ultimate-children-apple.json'),
    [`GET /api/v1/lei-records/${APPLE}/isins`]: fixture('isins-apple.json'),
  },
})

describe('business.lei', () => {
  it('looks up one LEI in full', async () => {
    const { status, body } = await h.call(`/api/business/lei?lei=${APPLE.toLowerCase()}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(body.data.items[0]).toStrictEqual({
      lei: APPLE, legalName: 'Apple Inc.', otherName: 'APPLE COMPUTER, INC.', jurisdiction: 'US-CA', category: 'GENERAL',
      // The fixture leaves out what could not be checked against GLEIF's record (legal form, registration status and dates, LOU).
      legalFormCode: null, entityStatus: 'ACTIVE', registrationStatus: null, headquarters: { city: 'Cupertino', region: 'US-CA', country: 'US', postalCode: '95014' },
      registeredAt: null, updatedAt: null, nextRenewal: null, managingLou: null,
      url: `https://search.gleif.org/#/record/${APPLE}`,
    })
  })

  it('maps the legal form, registration status and dates and the managing LOU (of the made-up child record)', async () => {
    const { body } = await h.call(`/api/business/lei?lei=${CHILD}`)
    expect(body.data.items[0]).toMatchObject({
      lei: CHILD, legalName: 'PLACEHOLDER CHILD ONE LIMITED', legalFormCode: 'LZIC', entityStatus: 'ACTIVE', registrationStatus: 'ISSUED',
      registeredAt: '2019-03-01T09:30:00Z', updatedAt: '2025-01-15T10:20:30Z', nextRenewal: '2026-03-01T00:00:00Z', managingLou: 'MADEUPLOU00000000099',
    })
  })

  it('searches by name with country, status and paging', async () => {
    const { body } = await h.call('/api/business/lei?query=apple&country=us&limit=10&offset=20')
    expect(body.data).toMatchObject({ total: 57, meta: { mode: 'list' } })
    expect(body.data.items.map((item: { legalName: string }) => item.legalName)).toEqual(['Apple Inc.', 'EXAMPLE APPLE ORCHARD GROWERS, INC.'])
    expect(h.last().params).toEqual({ 'filter[fulltext]': 'apple', 'filter[entity.headquartersAddress.country]': 'US', 'filter[entity.status]': 'ACTIVE', 'page[size]': '10', 'page[number]': '3' })
    await h.call('/api/business/lei?query=apple&status=all')
    expect(h.last().params).not.toHaveProperty('filter[entity.status]')
  })

  it('reads an offset between two page starts from both pages', async () => {
    // Page 2 of size 2 holds one more record (CHILD), in the same collection envelope.
    const { data: child } = JSON.parse(readFileSync(resolve(h.folder, 'gleif/record-child.json'), 'utf8'))
    const apples = JSON.parse(readFileSync(resolve(h.folder, 'gleif/search-apple.json'), 'utf8'))
    h.set(SEARCH, (request) => (request.query.get('page[number]') === '2' ? { body: { ...apples, data: [child] } } : fixture('search-apple.json')))
    const { status, body } = await h.call('/api/business/lei?query=apple&limit=2&offset=1')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 57, meta: { mode: 'list' } })
    // Rows 2 and 3 of the search: the second of page 1, the first of page 2.
    expect(body.data.items.map((item: { lei: string }) => item.lei)).toEqual(['MADEUPORCHARD0000003', CHILD])
    const pages = h.requests.slice(-2).map((request) => `${request.query.get('page[number]')}/${request.query.get('page[size]')}`).sort()
    expect(pages).toEqual(['1/2', '2/2'])
  })

  it('lists by country and status alone, without a name', async () => {
    const { status, body } = await h.call('/api/business/lei?country=ie')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 57, meta: { mode: 'list' } })
    expect(h.last().params).toEqual({ 'filter[entity.headquartersAddress.country]': 'IE', 'filter[entity.status]': 'ACTIVE', 'page[size]': '10', 'page[number]': '1' })
  })

  it('answers 404 for an unknown LEI and no items for a search without match', async () => {
    expect(await h.call('/api/business/lei?lei=529900T8BM49AURSDO55')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    h.set(SEARCH, fixture('search-empty.json'))
    expect((await h.call('/api/business/lei?query=zzzz')).body.data).toMatchObject({ items: [], total: 0 })
  })

  h.failures(SEARCH, '/api/business/lei?query=apple')

  h.refusals('/api/business/lei', [['lei=HWUPKR0MPOU8FGXBT3', 'lei'], ['lei=HWUPKR0MPOU8FGXBT3X4', 'lei'], [`query=${'a'.repeat(201)}`, 'query'], ['query=a&country=USA', 'country'], ['query=a&status=inactive', 'status'], ['query=a&limit=101', 'limit'], ['query=a&offset=-1', 'offset'], ['query=a&offset=10001', 'offset']])
})

describe('business.lei offsets', () => {
  it('refuses an offset past the 10,000 matches GLEIF serves, saying so', async () => {
    expect(await h.call('/api/business/lei?query=a&offset=10001')).toMatchObject({ status: 400, body: { field: 'offset', error: expect.stringContaining('GLEIF serves the first 10,000') } })
  })
})

describe('business.lei-hierarchy', () => {
  it('answers parents, children and counts', async () => {
    const parent = await h.call(`/api/business/lei-hierarchy?lei=${APPLE}&childLimit=2`)
    expect(parent.status).toBe(200)
    expect(parent.body.data.items[0]).toStrictEqual({
      entity: { lei: APPLE, legalName: 'Apple Inc.', jurisdiction: 'US-CA', country: 'US', status: 'ACTIVE' },
      directParent: null,
      ultimateParent: null,
      directChildren: [
        { lei: CHILD, legalName: 'PLACEHOLDER CHILD ONE LIMITED', jurisdiction: 'IE', country: 'IE', status: 'ACTIVE' },
        { lei: 'MADEUPCHILD000000002', legalName: 'PLACEHOLDER CHILD TWO LIMITED', jurisdiction: 'IE', country: 'IE', status: 'ACTIVE' },
      ],
      directChildrenCount: 2,
      ultimateChildrenCount: 2,
    })
    const child = await h.call(`/api/business/lei-hierarchy?lei=${CHILD}`)
    expect(child.body.data.items[0]).toMatchObject({ directParent: { lei: APPLE }, ultimateParent: { lei: APPLE }, directChildren: [], directChildrenCount: 0, ultimateChildrenCount: 0 })
  })

  it('answers 404 for an unknown LEI', async () => {
    expect(await h.call('/api/business/lei-hierarchy?lei=529900T8BM49AURSDO55')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  h.failures(APPLE_RECORD, `/api/business/lei-hierarchy?lei=${APPLE}`)

  h.refusals('/api/business/lei-hierarchy', [['', 'lei'], [`lei=${APPLE}&childLimit=51`, 'childLimit'], [`lei=${APPLE}&childLimit=0`, 'childLimit']])
})

describe('business.lei-isins', () => {
  it('lists the ISINs of an LEI, and resolves the issuer of an ISIN', async () => {
    const listed = await h.call(`/api/business/lei-isins?lei=${APPLE}&limit=50`)
    expect(listed.body.data).toMatchObject({ total: 1, meta: { mode: 'list' } })
    expect(listed.body.data.items[0]).toEqual({ isin: 'US0378331005', lei: APPLE })
    expect(h.last().params).toEqual({ 'page[size]': '50' })
    const issuer = await h.call('/api/business/lei-isins?isin=us0378331005')
    expect(issuer.body.data.items).toEqual([{ isin: 'US0378331005', lei: APPLE, legalName: 'Apple Inc.', jurisdiction: 'US-CA', country: 'US' }])
    expect(issuer.body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(await h.call('/api/business/lei-isins?isin=US0000000000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  h.refusals('/api/business/lei-isins', [['', 'lei'], [`lei=${APPLE}&isin=US0378331005`, 'lei'], ['isin=US03783310', 'isin'], [`lei=${APPLE}&limit=201`, 'limit']])
})
