import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const routes = {
  'GET /v4/get/OSHA/inspection/json': fixture('dol/osha-inspection.json'),
  'GET /v4/get/OSHA/violation/json': fixture('dol/osha-violation.json'),
  'GET /v4/get/OSHA/accident/json': fixture('dol/osha-accident.json'),
  'GET /v4/get/MSHA/accident/json': fixture('dol/msha-accident.json'),
}
const h = govHarness({ upstreams: ['dol'], keys: { dol: 'dol-key' }, routes })

describe('gov.osha-inspections', () => {
  it('sends the key and a filter_object, and answers inspections', async () => {
    const { status, body } = await h.call('/api/gov/osha-inspections?establishment=roofing&state=tx&naics=2381&from=2023-01-01&to=2024-12-31&limit=2')
    expect(status).toBe(200)
    expect(h.last().params).toMatchObject({ 'X-API-KEY': 'dol-key', limit: '2', offset: '0', sort_by: 'open_date', sort: 'desc' })
    expect(JSON.parse(h.last().params.filter_object!)).toEqual({ and: [
      { field: 'estab_name', operator: 'like', value: '%ROOFING%' },
      { field: 'site_state', operator: 'eq', value: 'TX' },
      { field: 'naics_code', operator: 'like', value: '2381%' },
      { field: 'open_date', operator: 'gt', value: '2022-12-31' },
      { field: 'open_date', operator: 'lt', value: '2025-01-01' },
    ] })
    expect(body.data).toMatchObject({ total: null, hasMore: true })
    expect(body.data.items[0]).toStrictEqual({
      activityNr: '1712345', establishment: 'EXAMPLE ROOFING LLC', address: '1200 MAIN ST', city: 'HOUSTON', state: 'TX', zip: '77002', naicsCode: '238160', sicCode: null, ownerType: 'A',
      inspectionType: 'H', scope: 'C', safetyOrHealth: 'S', unionStatus: 'N', employees: 14, openDate: '2024-03-05', closeConferenceDate: '2024-03-05', closeCaseDate: null,
      url: 'https://www.osha.gov/ords/imis/establishment.inspection_detail?id=1712345',
    })
  })
  it('sends one condition bare, and keeps wildcards of the caller out', async () => {
    await h.call('/api/gov/osha-inspections?establishment=a%25b_c')
    expect(JSON.parse(h.last().params.filter_object!)).toEqual({ field: 'estab_name', operator: 'like', value: '%A B C%' })
  })
  it('answers an empty list on 204 No Content', async () => {
    h.set('GET /v4/get/OSHA/inspection/json', { status: 204 })
    expect((await h.call('/api/gov/osha-inspections?zip=99999')).body.data).toMatchObject({ items: [], hasMore: false })
  })
  it('is unavailable without a key', async () => {
    expect(await h.withoutKey('/api/gov/osha-inspections?state=TX', 'dol')).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_DOL_KEY') } })
  })
  h.failures('GET /v4/get/OSHA/inspection/json', '/api/gov/osha-inspections?state=TX')
  it('rejects bad input', () => h.rejects('/api/gov/osha-inspections', [['', 'activityNr'], ['activityNr=12', 'activityNr'], ['state=TX&naics=2', 'naics'], ['state=TX&inspectionType=Z', 'inspectionType'], ['state=TX&from=2024-02-01&to=2024-01-01', 'to'], ['state=TX&limit=201', 'limit']]))
})

describe('gov.osha-violations', () => {
  it('filters citations by standard, type and penalty', async () => {
    const { body } = await h.call('/api/gov/osha-violations?standard=1926.501&type=serious&minPenalty=1000')
    expect(JSON.parse(h.last().params.filter_object!)).toEqual({ and: [
      { field: 'standard', operator: 'like', value: '19260501%' },
      { field: 'viol_type', operator: 'eq', value: 'S' },
      { field: 'current_penalty', operator: 'gt', value: 999.99 },
    ] })
    expect(h.last().params).toMatchObject({ sort_by: 'issuance_date' })
    expect(body.data.items[0]).toStrictEqual({
      activityNr: '1712345', citationId: '01001', standard: '19260501 B13', type: 'S', gravity: '10', issuanceDate: '2024-04-18', abateDate: '2024-04-25',
      initialPenalty: 16131, currentPenalty: 11524, instances: 1, exposed: 4, contestDate: null, finalOrderDate: '2024-05-13', deleted: false,
    })
    expect(body.data.items[1]).toMatchObject({ currentPenalty: 0, gravity: null })
  })
  h.failures('GET /v4/get/OSHA/violation/json', '/api/gov/osha-violations?activityNr=1712345')
  it('rejects bad input', () => h.rejects('/api/gov/osha-violations', [['', 'activityNr'], ['standard=abc', 'standard'], ['activityNr=1712345&type=minor', 'type'], ['activityNr=1712345&minPenalty=-5', 'minPenalty']]))
})

describe('gov.osha-accidents', () => {
  it('searches accident summaries', async () => {
    const { body } = await h.call('/api/gov/osha-accidents?keyword=fall&fatal=true&from=2024-01-01')
    expect(JSON.parse(h.last().params.filter_object!)).toEqual({ and: [
      { field: 'event_keyword', operator: 'like', value: '%FALL%' },
      { field: 'fatality', operator: 'eq', value: 'X' },
      { field: 'event_date', operator: 'gt', value: '2023-12-31' },
    ] })
    expect(body.data.items[0]).toStrictEqual({
      summaryNr: '220651234', reportId: '0626700', eventDate: '2024-02-14', eventTime: '1030', description: 'Employee Dies In Fall From Residential Roof',
      keywords: ['FALL', 'ROOF', 'RESIDENTIAL CONSTRUCTION', 'SHINGLE'], fatal: true, constructionEndUse: 'A', buildingStories: 2, projectType: 'B', projectCost: 'A', sicCodes: null,
      url: 'https://www.osha.gov/ords/imis/accidentsearch.accident_detail?id=220651234',
    })
  })
  h.failures('GET /v4/get/OSHA/accident/json', '/api/gov/osha-accidents?keyword=FALL')
  it('rejects bad input', () => h.rejects('/api/gov/osha-accidents', [['', 'q'], ['q=ab', 'q'], ['keyword=1', 'keyword'], ['fatal=maybe', 'fatal']]))
})

describe('gov.msha-accidents', () => {
  it('filters mine accidents', async () => {
    const { body } = await h.call('/api/gov/msha-accidents?mineId=9900001&year=2024&sector=coal&fatal=false')
    expect(JSON.parse(h.last().params.filter_object!)).toEqual({ and: [
      { field: 'mine_id', operator: 'eq', value: '9900001' },
      { field: 'cal_yr', operator: 'eq', value: 2024 },
      { field: 'coal_metal_ind', operator: 'eq', value: 'C' },
      { field: 'degree_injury_cd', operator: 'neq', value: '01' },
    ] })
    expect(body.data.items[0]).toStrictEqual({
      documentNo: '220240450012', mineId: '9900001', operator: 'Example Coal Company LLC', controller: 'Example Energy Holdings', sector: 'coal', accidentDate: '2024-03-11', accidentTime: '1415', year: 2024,
      subunit: 'UNDERGROUND', degreeOfInjury: 'DAYS AWAY FROM WORK ONLY', classification: 'HANDLING OF MATERIALS', accidentType: 'CAUGHT IN, UNDER OR BETWEEN A MOVING AND A STATIONARY OBJECT',
      injuries: 1, occupation: 'Roof bolter', activity: 'ROOF BOLTING', injurySource: 'ROOF BOLTS', natureOfInjury: 'CRUSHING', bodyPart: 'FINGER(S)/THUMB', daysLost: 21, daysRestricted: 0,
      narrative: 'Employee was installing a roof bolt when his hand was caught between the bolt and the drill head.',
    })
  })
  h.failures('GET /v4/get/MSHA/accident/json', '/api/gov/msha-accidents?year=2024')
  it('rejects bad input', () => h.rejects('/api/gov/msha-accidents', [['', 'mineId'], ['mineId=123', 'mineId'], ['year=1999', 'year'], ['year=2024&sector=gold', 'sector'], ['year=2024&offset=-1', 'offset']]))
})
