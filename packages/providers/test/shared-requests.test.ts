import { describe, expect, it } from 'vitest'
import { brokerCheck, searchFirms, searchIndividuals } from '../src/brokercheck/index.ts'
import { ecb, latestPublication, parseRates, perEuro } from '../src/ecb/index.ts'
import { children, hierarchy, naicsTable, rank } from '../src/naics/index.ts'
import { distanceM, nearbyQuery, overpass, placesNear } from '../src/overpass/index.ts'
import { coreName, nameSimilarity, screeningList, screenName } from '../src/sanctions/index.ts'
import { usajobsHeaders } from '../src/usajobs/index.ts'
import { providerFixture } from './provider-client.ts'

// Answers in each provider's shape, trimmed to the members read; values are made up unless a comment says otherwise.
const ECB_DAILY = `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope><Cube><Cube time='2024-03-01'><Cube currency='USD' rate='1.0830'/><Cube currency='JPY' rate='162.41'/></Cube></Cube></gesmes:Envelope>`
const ecbFixture = providerFixture(ecb, { 'GET /stats/eurofxref/eurofxref-daily.xml': { body: ECB_DAILY, headers: { 'content-type': 'application/xml' } } })
const cslFixture = providerFixture(screeningList, {
  'GET /consolidated_screening_list/v1/search': { body: { total: 2, search_performed_at: '2024-03-01T00:00:00Z', results: [
    { id: 'a1', name: 'ACME TRADING LLC', alt_names: ['Acme Trading Co'], source: 'Specially Designated Nationals (SDN) - Treasury Department', programs: ['IRAN'], type: 'Entity', source_information_url: null, addresses: [{ country: 'IR' }] },
    { id: 'b2', name: 'Unrelated Shipping SA', alt_names: null, source: 'Entity List (EL) - Bureau of Industry and Security', programs: null, type: 'Entity', source_information_url: null, addresses: null },
  ] } },
})
const brokerFixture = providerFixture(brokerCheck, {
  'GET /search/individual': { body: { hits: { total: 1, hits: [{ _source: { ind_source_id: '1234', ind_firstname: 'JANE', ind_middlename: null, ind_lastname: 'DOE', ind_namesuffix: null, ind_other_names: [], ind_bc_scope: 'Active', ind_ia_scope: 'InActive', ind_bc_disclosure_fl: 'N', ind_approved_finra_registration_count: 2, ind_employments_count: 3, ind_industry_cal_date: '2001-05-01T00:00:00', ind_current_employments: [{ firm_id: 5678, firm_name: 'EXAMPLE SECURITIES', branch_city: 'Boston', branch_state: 'MA' }] } }] } } },
  'GET /search/firm': { body: { hits: { total: 1, hits: [{ _source: { firm_source_id: 5678, firm_name: 'EXAMPLE SECURITIES', firm_other_names: [], firm_scope: 'ACTIVE', firm_ia_scope: 'INACTIVE', firm_bd_sec_number: '12345', firm_bd_full_sec_number: '8-12345', firm_disclosure_fl: 'Y', firm_branches_count: 4, firm_address_details: '{"officeAddress":{"city":"Boston","state":"MA"}}' } }] } } },
})
const overpassFixture = providerFixture(overpass, {
  'GET /api/interpreter': { body: { elements: [
    { type: 'node', id: 1, lat: 52.5201, lon: 13.405, tags: { name: 'Far Cafe', amenity: 'cafe' } },
    { type: 'way', id: 2, center: { lat: 52.52001, lon: 13.40501 }, tags: { name: 'Near Cafe', amenity: 'cafe', 'addr:street': 'Hauptstr.', 'addr:housenumber': '1' } },
    { type: 'node', id: 3, tags: { name: 'No position' } },
  ] } },
})

describe('ecb', () => {
  it('reads the daily file\'s rates per euro', async () => {
    const { day } = await latestPublication(ecbFixture.client())
    expect([day.date, perEuro(day, 'USD'), perEuro(day, 'EUR'), perEuro(day, 'GBP')]).toEqual(['2024-03-01', 1.083, 1, undefined])
    expect(parseRates('<Cube time="2024-01-02"><Cube currency="USD" rate="0"/></Cube>')).toEqual([])
  })
})

describe('sanctions', () => {
  it('screens a name with the fuzzy search, scoring primary and alternate names here', async () => {
    const screen = await screenName(cslFixture.client({ key: 'c' }), 'Acme Trading Company', 0.85)
    expect(cslFixture.lastQuery()).toEqual({ name: 'Acme Trading Company', fuzzy_name: 'true', size: '50' })
    expect(cslFixture.server.last().headers['subscription-key']).toBe('c')
    expect(screen).toMatchObject({ flagged: true, label: 'high', hits: [{ id: 'a1', matchedName: 'ACME TRADING LLC', countries: ['IR'], programs: ['IRAN'] }] })
    expect([coreName('Siemens AG'), nameSimilarity('Bank of America Corp', 'BANK OF AMERICA')]).toEqual(['siemens', 1])
  })
})

describe('brokercheck', () => {
  it('searches individuals and firms and reads their registrations', async () => {
    const people = await searchIndividuals(brokerFixture.client(), 'jane doe', 5)
    expect(brokerFixture.lastQuery()).toMatchObject({ query: 'jane doe', nrows: '5', start: '0', wt: 'json' })
    expect(people.items[0]).toMatchObject({ crd: '1234', name: 'JANE DOE', brokerStatus: 'active', hasDisclosures: false, inIndustrySince: '2001-05-01', currentEmployers: [{ firmCrd: '5678', state: 'MA' }] })
    const firms = await searchFirms(brokerFixture.client(), 'example', 5)
    expect(firms.items[0]).toMatchObject({ crd: '5678', secNumber: '8-12345', hasDisclosures: true, branches: 4, city: 'Boston', state: 'MA' })
  })
})

describe('overpass', () => {
  it('asks named places of a category around a point, nearest first, skipping those without a position', async () => {
    const { items } = await placesNear(overpassFixture.client(), { lat: 52.52, lon: 13.405, radiusM: 500, category: 'cafe', limit: 5 })
    expect(overpassFixture.lastQuery().data).toBe(nearbyQuery(52.52, 13.405, 500, 'cafe', 5))
    expect(nearbyQuery(52.52, 13.405, 500, 'cafe', 5)).toBe('[out:json][timeout:25];nwr(around:500,52.52,13.405)[amenity=cafe];out center 5;')
    expect(items.map((item) => [item.name, item.kind, item.address])).toEqual([['Near Cafe', 'amenity=cafe', '1 Hauptstr.'], ['Far Cafe', 'amenity=cafe', null]])
    expect(Math.round(distanceM(0, 0, 0, 1))).toBe(111195)
  })
})

describe('naics', () => {
  it('ranks, nests and lists the 2017 codes of the shipped table', async () => {
    const table = await naicsTable()
    expect(table.vintage).toMatch(/2017/)
    expect(hierarchy(table, '111110').map((step) => step.code)).toEqual(['11', '111', '1111', '11111', '111110'])
    expect(children(table, '1111').map((child) => child.code)).toContain('11111')
    expect(rank(table, 'soybean farming', 6)[0]?.code).toBe('111110')
  }, 60_000)
})

describe('usajobs', () => {
  it('sends the registered e-mail as User-Agent, and refuses a value that is no e-mail', () => {
    expect(usajobsHeaders({ settings: { gov: { usajobsUserAgent: ' ops@example.org ' } } })).toEqual({ 'user-agent': 'ops@example.org' })
    expect(() => usajobsHeaders({ settings: { gov: { usajobsUserAgent: 'ops' } } })).toThrow(/usajobsUserAgent/)
  })
})
