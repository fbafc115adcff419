import { createTestPaymentGate, refusedThenServed, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { govPlugin } from '../src/index.ts'
import { fixture, govHarness } from './_gov.ts'

const ENTITIES = 'GET /entity-information/v4/entities'
const EXCLUSIONS = 'GET /entity-information/v4/exclusions'
const OPPORTUNITIES = 'GET /opportunities/v2/search'
const AWARDS = 'POST /api/v2/search/spending_by_award/'
const routes = {
  [ENTITIES]: fixture('sam/entities.json'),
  [EXCLUSIONS]: fixture('sam/exclusions.json'),
  [OPPORTUNITIES]: fixture('sam/opportunities.json'),
  [AWARDS]: fixture('usaspending/awards.json'),
}
const h = govHarness({ upstreams: ['sam-gov', 'usaspending'], keys: { 'sam-gov': 'sam-key' }, routes })

const SUMMARY = {
  uei: 'ZQGGHJH74DW7', cage: '1U9Z4', legalName: 'EXAMPLE FEDERAL SERVICES, LLC', dbaName: 'EFS', registrationStatus: 'Active', purpose: 'All Awards', registrationDate: '2011-05-03',
  expirationDate: '2026-04-10', lastUpdateDate: '2025-04-14', exclusionStatusFlag: 'N', address: { line1: '1234 EXAMPLE PKWY', city: 'RESTON', state: 'VA', zip: '20190', country: 'USA' },
  entityStructure: 'Corporate Entity (Not Tax Exempt)', entityType: 'Business or Organization', profitStructure: 'For Profit Organization', primaryNaics: '541512', naicsCodes: ['541512', '541611'],
  url: 'https://sam.gov/entity/ZQGGHJH74DW7/coreData',
}

describe('gov.entity', () => {
  it('looks an entity up by UEI with its whole public record', async () => {
    const { status, body } = await h.call('/api/gov/entity?uei=zqgghjh74dw7')
    expect(status).toBe(200)
    expect(h.last(ENTITIES).params).toEqual({ ueiSAM: 'ZQGGHJH74DW7', includeSections: 'entityRegistration,coreData,assertions', size: '1', page: '0', api_key: 'sam-key' })
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(body.data.items[0]).toMatchObject(SUMMARY)
    expect(body.data.items[0].record.coreData.generalInformation.stateOfIncorporationCode).toBe('VA')
  })
  it('answers 404 for an unknown UEI', async () => {
    h.set(ENTITIES, fixture('sam/entities-none.json'))
    expect(await h.call('/api/gov/entity?uei=AAAAAAAAAAAA')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('searches by name and state, pages from 1', async () => {
    const { body } = await h.call('/api/gov/entity?name=example%20federal&state=va&status=active&limit=5&page=2')
    expect(h.last(ENTITIES).params).toMatchObject({ legalBusinessName: 'example federal', physicalAddressProvinceOrStateCode: 'VA', registrationStatus: 'A', size: '5', page: '1' })
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'list' } })
    expect(body.data.items[0]).toStrictEqual(SUMMARY)
  })
  it('is unavailable without a key', async () => {
    expect(await h.withoutKey('/api/gov/entity?uei=ZQGGHJH74DW7', 'sam-gov')).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_SAM_GOV_KEY') } })
  })
  it('counts each key against SAM\'s daily limit for its role, and refuses past it before asking SAM', async () => {
    // A personal key without a SAM.gov role: 10 a day, as the operator states it (https://open.gsa.gov/api/entity-api/).
    const host = h.open({ config: { upstreams: { 'sam-gov': { baseUrl: h.server.url, key: 'sam-key', quota: [{ requests: 10, perSeconds: 86_400 }] } } } })
    for (let page = 1; page <= 10; page++) expect((await host.call(`/api/gov/entity?name=example&page=${page}`)).status).toBe(200)
    const asked = h.requestsTo(ENTITIES).length
    expect(await host.call('/api/gov/entity?name=example&page=11')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    expect(h.requestsTo(ENTITIES)).toHaveLength(asked)
  })
  h.failures(ENTITIES, '/api/gov/entity?name=example')
  it('rejects bad input', () => h.rejects('/api/gov/entity', [['', 'name'], ['uei=SHORT', 'uei'], ['cage=123456', 'cage'], ['name=x', 'name'], ['name=acme&naics=54', 'naics'], ['name=acme&limit=11', 'limit'], ['name=acme&status=gone', 'status']]))
})

describe('gov.entity: a count with no entityData (issue 37)', () => {
  const kept = testHost({ plugins: [govPlugin], upstreams: ['sam-gov'], keys: { 'sam-gov': 'sam-key' }, routes, hostPer: 'test', paid: true, freshGate: createTestPaymentGate })
  const call = (path: string) => kept.call(path, undefined, undefined, { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000a1' } })
  it('is a 502, not charged and not kept: the good answer sent next is served', async () => {
    // Made up for the test: a count of entities with `entityData` left out (an answer cut short).
    const { body } = await refusedThenServed(kept, { path: '/api/gov/entity?uei=ZQGGHJH74DW7', route: ENTITIES, bad: { body: { totalRecords: 1 } }, refusal: { answer: 'unusable' }, good: fixture('sam/entities.json') })
    expect(body.data.items[0]).toMatchObject(SUMMARY)
  })
  it('answers none when the count is 0, or the asked page lies past it', async () => {
    // Made up for the test: no `entityData` with a count of 0, then with a count the asked page (6-10) lies past.
    kept.set(ENTITIES, { body: { totalRecords: 0 } })
    expect((await call('/api/gov/entity?name=example%20federal')).body.data).toMatchObject({ items: [], total: 0 })
    kept.set(ENTITIES, { body: { totalRecords: 5 } })
    expect((await call('/api/gov/entity?name=example%20federal&limit=5&page=2')).body.data).toMatchObject({ items: [], total: 5 })
  })
})

describe('gov.exclusions', () => {
  it('searches exclusions and reads firms and individuals', async () => {
    const { status, body } = await h.call('/api/gov/exclusions?name=construction&classification=Firm&state=nj')
    expect(status).toBe(200)
    expect(h.last(EXCLUSIONS).params).toMatchObject({ exclusionName: 'construction', classification: 'Firm', stateProvince: 'NJ', size: '10', page: '0' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      name: 'EXAMPLE PAVING AND CONSTRUCTION INC', classification: 'Firm', exclusionType: 'Ineligible (Proceedings Completed)', exclusionProgram: 'Reciprocal', excludingAgency: 'DEPARTMENT OF JUSTICE', excludingAgencyCode: 'DOJ',
      uei: 'JL5EXAMPLE12', cage: '7ABC1', npi: null, address: { line1: '55 INDUSTRIAL RD', city: 'NEWARK', state: 'NJ', zip: '07105', country: 'USA' },
      activeDate: '2023-02-10', terminationDate: '2026-02-09', terminationType: 'Definite', recordStatus: 'Active', comments: 'Debarred following conviction for bid rigging.',
    })
    expect(body.data.items[1]).toMatchObject({ name: 'DR. JOHN Q EXAMPLE', classification: 'Individual', npi: '1234567893', terminationDate: 'Indefinite' })
  })
  it('answers an empty list when nobody is excluded', async () => {
    h.set(EXCLUSIONS, fixture('sam/exclusions-none.json'))
    expect((await h.call('/api/gov/exclusions?uei=ZQGGHJH74DW7')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures(EXCLUSIONS, '/api/gov/exclusions?name=example')
  it('rejects bad input', () => h.rejects('/api/gov/exclusions', [['', 'name'], ['npi=123', 'npi'], ['name=acme&classification=Company', 'classification'], ['agency=H', 'agency'], ['name=acme&page=0', 'page']]))
})

describe('gov.contract-opportunities', () => {
  it('searches notices in SAM date format and reads them', async () => {
    const { status, body } = await h.call('/api/gov/contract-opportunities?q=cloud&type=combined&naics=541512&setAside=sba&from=2025-02-08&to=2025-03-10&limit=2')
    expect(status).toBe(200)
    expect(h.last(OPPORTUNITIES).params).toMatchObject({ postedFrom: '02/08/2025', postedTo: '03/10/2025', title: 'cloud', ptype: 'k', ncode: '541512', typeOfSetAside: 'SBA', limit: '2', offset: '0' })
    expect(body.data.total).toBe(214)
    expect(body.data.items[0]).toStrictEqual({
      noticeId: 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c5d', title: 'Cloud Migration Support Services', solicitationNumber: '70RSAT25R00000012',
      agency: 'HOMELAND SECURITY, DEPARTMENT OF.OFFICE OF PROCUREMENT OPERATIONS.SCIENCE AND TECHNOLOGY ACQUISITIONS DIVISION', type: 'Combined Synopsis/Solicitation', baseType: 'Combined Synopsis/Solicitation',
      postedDate: '2025-03-10', responseDeadline: '2025-04-07T12:00:00-04:00', setAside: 'SBA', setAsideDescription: 'Total Small Business Set-Aside (FAR 19.5)', naicsCode: '541512', classificationCode: 'DA01', active: true,
      placeOfPerformance: { city: 'Washington', state: 'DC', zip: '20528', country: 'USA' }, contact: { name: 'Jane Example', email: 'jane.example@hq.dhs.gov', phone: '2025550100' }, award: null,
      url: 'https://sam.gov/opp/a1b2c3d4e5f64a7b8c9d0e1f2a3b4c5d/view',
    })
    expect(body.data.items[1]).toMatchObject({ placeOfPerformance: null, contact: null, award: { number: 'W91QUZ25C0004', amount: '4200000.00' } })
  })
  it('defaults to the last 30 days', async () => {
    await h.call('/api/gov/contract-opportunities?to=2025-03-31')
    expect(h.last(OPPORTUNITIES).params).toMatchObject({ postedFrom: '03/01/2025', postedTo: '03/31/2025' })
  })
  h.failures(OPPORTUNITIES, '/api/gov/contract-opportunities?q=cloud')
  it('rejects bad input', () => h.rejects('/api/gov/contract-opportunities', [['type=rfp', 'type'], ['naics=5', 'naics'], ['from=2023-01-01&to=2025-01-01', 'from'], ['from=2025-02-01&to=2025-01-01', 'to'], ['limit=101', 'limit'], ['setAside=a', 'setAside']]))
})

describe('gov.counterparty', () => {
  it('combines registration, exclusions and awards', async () => {
    h.set(EXCLUSIONS, fixture('sam/exclusions-none.json'))
    const { status, body } = await h.call('/api/gov/counterparty?uei=ZQGGHJH74DW7&awards=2')
    expect(status).toBe(200)
    expect(h.last(EXCLUSIONS).params).toMatchObject({ ueiSAM: 'ZQGGHJH74DW7' })
    const item = body.data.items[0]
    expect(item.summary).toEqual({ registered: true, activeRegistration: true, excluded: false, federalContracts: true })
    expect(item.registration).toMatchObject({ status: 'found', entities: [SUMMARY] })
    expect(item.exclusions).toMatchObject({ status: 'not_found', total: 0, records: [] })
    expect(item.awards).toMatchObject({ status: 'found', hasMore: true })
    expect(item.awards.items[0]).toMatchObject({ awardId: 'N0001923C0002', amount: 11760000000 })
  })
  it('reports a failing source in its section and answers the rest', async () => {
    h.set(AWARDS, { status: 500, body: 'down' })
    const { status, body } = await h.call('/api/gov/counterparty?name=example')
    expect(status).toBe(200)
    const item = body.data.items[0]
    expect(item.awards).toMatchObject({ status: 'error', items: [], hasMore: null })
    expect(item.awards.message).toContain('HTTP 500')
    expect(item.summary).toMatchObject({ registered: true, excluded: true, federalContracts: null })
  })
  it('fails (uncharged) only when every source fails', async () => {
    for (const route of [ENTITIES, EXCLUSIONS, AWARDS]) h.set(route, { status: 500, body: 'down' })
    expect(await h.call('/api/gov/counterparty?name=example')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    for (const route of [ENTITIES, EXCLUSIONS, AWARDS]) h.set(route, { status: 429, body: 'slow down' })
    expect(await h.call('/api/gov/counterparty?name=example')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
  })
  it('rejects bad input', () => h.rejects('/api/gov/counterparty', [['', 'uei'], ['uei=ZQGGHJH74DW7&name=acme', 'uei'], ['uei=bad', 'uei'], ['name=acme&awards=26', 'awards']]))
})
