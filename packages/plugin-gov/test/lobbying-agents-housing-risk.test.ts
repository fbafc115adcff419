import { describe, expect, it } from 'vitest'
import { lda } from '../src/upstreams/lda.ts'
import { fixture, govHarness } from './_gov.ts'

const LDA = 'GET /api/v1/filings/'
const ACTIVE = 'GET /api/v1/Registrants/json/Active'
const FMR = 'GET /hudapi/public/fmr/data/0603799999'
const IL = 'GET /hudapi/public/il/data/0603799999'
const NRI = 'GET /National_Risk_Index_Counties/FeatureServer/0/query'
const routes = {
  [LDA]: fixture('lda/filings.json'),
  [ACTIVE]: fixture('fara/registrants-active.json'),
  'GET /api/v1/Registrants/json/Terminated': fixture('fara/registrants-terminated.json'),
  'GET /api/v1/ForeignPrincipals/json/Active/6065': fixture('fara/principals-active-6065.json'),
  'GET /api/v1/ForeignPrincipals/json/Terminated/6065': fixture('fara/principals-empty.json'),
  'GET /api/v1/RegDocs/json/6065': fixture('fara/regdocs-6065.json'),
  [FMR]: fixture('hud/fmr-0603799999.json'),
  'GET /hudapi/public/fmr/data/METRO47900M47900': fixture('hud/fmr-safmr.json'),
  'GET /hudapi/public/fmr/data/0600099999': fixture('hud/not-found.json', 404),
  [IL]: fixture('hud/il-0603799999.json'),
  [NRI]: fixture('fema-nri/county-06037.json'),
  'GET /National_Risk_Index_Census_Tracts/FeatureServer/0/query': { body: { objectIdFieldName: 'OBJECTID', features: [] } },
}
// FARA without its quota: 5 requests in 10 s would space a lookup's five requests 2 s apart, in real time.
const h = govHarness({
  upstreams: ['lda', 'fema-nri', 'hud-user'], keys: { 'hud-user': 'hud-token' }, routes,
  elsewhere: { fara: (): { baseUrl: string; quota: [] } => ({ baseUrl: h.server.url, quota: [] }) },
})
/** One host for each test: its calls share the host's answer cache. */
const one = govHarness({ upstreams: ['fema-nri'], routes, hostPer: 'test' })

describe('gov.lobbying-filings', () => {
  // lda.senate.gov's API was sunset on 2026-06-30 (its Sunset and successor-version Link headers name lda.gov).
  it('calls the unified lda.gov API, not the sunset lda.senate.gov one', () => {
    expect(lda.baseUrl).toBe('https://lda.gov')
    expect(lda.docsUrl).toBe('https://lda.gov/api/redoc/v1/')
  })
  it('filters LDA filings and reads issues and lobbyists', async () => {
    const { status, body } = await h.call('/api/gov/lobbying-filings?client=health&year=2024&period=second_quarter&issue=hcr&limit=1')
    expect(status).toBe(200)
    expect(h.last(LDA).params).toEqual({ client_name: 'health', filing_year: '2024', filing_period: 'second_quarter', lobbying_activity_general_issue_code: 'HCR', ordering: '-dt_posted', page_size: '1', page: '1' })
    expect(body.data.total).toBe(1873)
    expect(body.data.items[0]).toStrictEqual({
      filingUuid: '6f0d2a6e-3b1a-4c55-9a3f-2a9a8e1b7c10', type: 'Q2', typeDisplay: '2nd Quarter - Report', year: 2024, period: '2nd Quarter (Apr 1 - June 30)',
      registrant: { id: 401234, name: 'EXAMPLE STRATEGIES LLC' }, client: { id: 198765, name: 'EXAMPLE HEALTH SYSTEMS INC', state: 'TN', country: 'US' },
      income: 120000, expenses: null, posted: '2024-07-19T14:03:11.120000-04:00', terminationDate: null,
      issues: [{ code: 'HCR', name: 'Health Issues', description: 'Medicare site-neutral payment policy; 340B drug pricing program.', lobbyists: [{ name: 'JOHN Q EXAMPLE', coveredPosition: 'Legislative Assistant, Sen. Example' }], governmentEntities: ['SENATE', 'HOUSE OF REPRESENTATIVES', 'Centers For Medicare and Medicaid Services (CMS)'] }],
      documentUrl: 'https://lda.senate.gov/filings/public/filing/6f0d2a6e-3b1a-4c55-9a3f-2a9a8e1b7c10/print/',
    })
  })
  it('answers an empty list past the last page', async () => {
    h.set(LDA, { status: 404, body: { detail: 'Invalid page.' } })
    expect((await h.call('/api/gov/lobbying-filings?client=acme&page=999')).body.data).toMatchObject({ items: [] })
  })
  h.failures(LDA, '/api/gov/lobbying-filings?client=acme')
  it('rejects bad input', () => h.rejects('/api/gov/lobbying-filings', [['client=a', 'client'], ['year=1998', 'year'], ['period=q2', 'period'], ['issue=HEALTH', 'issue'], ['limit=26', 'limit'], ['minAmount=-1', 'minAmount']]))
})

describe('gov.foreign-agents', () => {
  it('looks a registration up with its principals and documents', async () => {
    const { status, body } = await h.call('/api/gov/foreign-agents?registrationNumber=6065')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(body.data.items[0]).toStrictEqual({
      registrationNumber: 6065, name: 'Example Global Advisors LLC', businessName: 'EGA', registrationDate: '05/10/2012', terminationDate: null, status: 'active',
      address: { line1: '1700 K Street NW', line2: 'Suite 400', city: 'Washington', state: 'DC', zip: '20006' }, url: 'https://efile.fara.gov/ords/fara/f?p=1235:10::::RP,10:P10_REG_NUMBER:6065',
      foreignPrincipals: [
        { name: 'Ministry of Foreign Affairs of Examplestan', country: 'EXAMPLESTAN', registrationDate: '06/01/2019', terminationDate: null, status: 'active', address: { line1: '1 Government Sq', line2: null, city: 'Capital City', state: null, zip: null } },
        { name: 'Examplestan Investment Authority', country: 'EXAMPLESTAN', registrationDate: '01/15/2022', terminationDate: null, status: 'active', address: { line1: '2 Harbour Rd', line2: null, city: 'Port Town', state: null, zip: null } },
      ],
      documents: [
        { type: 'Supplemental Statement', stamped: '05/30/2024', url: 'https://efile.fara.gov/docs/6065-Supplemental-Statement-20240530-30.pdf', foreignPrincipal: null, country: null },
        { type: 'Exhibit AB', stamped: '01/15/2022', url: 'https://efile.fara.gov/docs/6065-Exhibit-AB-20220115-12.pdf', foreignPrincipal: 'Examplestan Investment Authority', country: 'EXAMPLESTAN' },
      ],
    })
  })
  it('reads no rows as an empty set or as FARA\'s 404 with a non-JSON body', async () => {
    h.set('GET /api/v1/RegDocs/json/6065', fixture('fara/no-rows.txt', 404))
    h.set('GET /api/v1/ForeignPrincipals/json/Active/6065', fixture('fara/no-rows.txt', 404))
    const { status, body } = await h.call('/api/gov/foreign-agents?registrationNumber=6065')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ foreignPrincipals: [], documents: [] })
  })
  it('answers 404 for an unknown registration', async () => {
    expect(await h.call('/api/gov/foreign-agents?registrationNumber=99999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('lists registrants by name words, across statuses, single rows included', async () => {
    const { body } = await h.call('/api/gov/foreign-agents?name=example&status=all')
    expect(body.data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(body.data.items.map((item: { registrationNumber: number; status: string }) => [item.registrationNumber, item.status])).toEqual([[6065, 'active'], [5120, 'terminated']])
    expect(body.data.items[1].terminationDate).toBe('12/31/2015')
  })
  h.failures(ACTIVE, '/api/gov/foreign-agents?name=example')
  it('rejects bad input', () => h.rejects('/api/gov/foreign-agents', [['registrationNumber=0', 'registrationNumber'], ['name=a', 'name'], ['status=pending', 'status'], ['limit=101', 'limit']]))
})

describe('gov.fair-market-rent', () => {
  it('answers the rents of a county with the bearer token', async () => {
    const { status, body } = await h.call('/api/gov/fair-market-rent?countyFips=06037&year=2024')
    expect(status).toBe(200)
    expect(h.last(FMR).headers.authorization).toBe('Bearer hud-token')
    expect(h.last(FMR).params).toEqual({ year: '2024' })
    expect(body.data.items[0]).toStrictEqual({
      entityId: '0603799999', areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area', countyName: 'Los Angeles County', metroName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area',
      metro: true, year: 2024, smallArea: false, rents: { efficiency: 1747, oneBedroom: 1992, twoBedroom: 2531, threeBedroom: 3294, fourBedroom: 3634 }, zipRents: [],
    })
  })
  it('answers Small Area rents per ZIP', async () => {
    const { body } = await h.call('/api/gov/fair-market-rent?metroCode=metro47900m47900&zip=20002')
    expect(body.data.items[0]).toMatchObject({ year: 2024, smallArea: true, rents: { efficiency: 1772, oneBedroom: 1803, twoBedroom: 2045, threeBedroom: 2544, fourBedroom: 3015 }, zipRents: [{ zip: '20002', efficiency: 1960, oneBedroom: 2040, twoBedroom: 2350, threeBedroom: 2920, fourBedroom: 3500 }] })
    expect((await h.call('/api/gov/fair-market-rent?metroCode=metro47900m47900')).body.data.items[0].zipRents.map((row: { zip: string }) => row.zip)).toEqual(['20001', '20002'])
  })
  it('answers 404 for an area HUD does not know', async () => {
    expect(await h.call('/api/gov/fair-market-rent?countyFips=06000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('is unavailable without a token', async () => {
    expect(await h.withoutKey('/api/gov/fair-market-rent?countyFips=06037', 'hud-user')).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_HUD_USER_KEY') } })
  })
  h.failures(FMR, '/api/gov/fair-market-rent?countyFips=06037')
  it('rejects bad input', () => h.rejects('/api/gov/fair-market-rent', [['', 'countyFips'], ['countyFips=6037', 'countyFips'], ['countyFips=06037&metroCode=METRO47900M47900', 'countyFips'], ['metroCode=LA', 'metroCode'], ['countyFips=06037&year=2016', 'year'], ['countyFips=06037&zip=200', 'zip']]))
})

describe('gov.income-limits', () => {
  it('answers median income and limits by household size', async () => {
    const { status, body } = await h.call('/api/gov/income-limits?countyFips=06037')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      entityId: '0603799999', areaName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area', countyName: 'Los Angeles County', metroName: 'Los Angeles-Long Beach-Glendale, CA HUD Metro FMR Area', metro: true,
      year: 2024, medianIncome: 98200, householdSizes: [1, 2, 3, 4, 5, 6, 7, 8],
      extremelyLow: [31850, 36400, 40950, 45450, 49100, 52750, 56400, 60000], veryLow: [53000, 60600, 68150, 75700, 81800, 87850, 93900, 99950], low: [84850, 97000, 109100, 121200, 130900, 140600, 150300, 160000],
    })
  })
  h.failures(IL, '/api/gov/income-limits?countyFips=06037')
  it('rejects bad input', () => h.rejects('/api/gov/income-limits', [['', 'countyFips'], ['countyFips=abcde', 'countyFips'], ['countyFips=06037&year=2101', 'year']]))
})

describe('gov.risk-index', () => {
  it('looks a county up with its hazards', async () => {
    const { status, body } = await h.call('/api/gov/risk-index?countyFips=06037')
    expect(status).toBe(200)
    expect(h.last(NRI).params).toEqual({ where: "STCOFIPS='06037'", outFields: '*', returnGeometry: 'false', resultRecordCount: '1', f: 'json' })
    const item = body.data.items[0]
    expect(body.data.meta.mode).toBe('lookup')
    expect(item).toMatchObject({
      nriId: 'C06037', state: 'CA', county: 'Los Angeles', countyFips: '06037', tractFips: null, population: 10014009,
      risk: { score: 100, rating: 'Very High', nationalPercentile: 100 }, expectedAnnualLoss: { total: 1393243516.5, score: 100, rating: 'Very High' },
      socialVulnerability: { score: 93.3, rating: 'Relatively High' }, communityResilience: { score: 47.5, rating: 'Relatively Moderate' },
    })
    expect(Object.keys(item.hazards)).toHaveLength(18)
    expect(item.hazards.earthquake).toEqual({ score: 100, rating: 'Very High', expectedAnnualLoss: 987000000 })
    expect(item.hazards.hurricane).toEqual({ score: null, rating: 'Not Applicable', expectedAnnualLoss: null })
    expect(item).toMatchObject({ release: 'March 2023', hazards: { riverineFlooding: { score: 67.5, rating: 'Relatively Moderate', expectedAnnualLoss: 12000000 } } })
  })
  it('reads Inland Flooding (IFLD_, release 1.20) where earlier releases had Riverine Flooding (RFLD_)', async () => {
    h.set(NRI, fixture('fema-nri/county-06037-release-1.20.json'))
    const item = (await h.call('/api/gov/risk-index?countyFips=06037')).body.data.items[0]
    expect(item).toMatchObject({ release: 'December 2025', hazards: { riverineFlooding: { score: 68.1, rating: 'Relatively High', expectedAnnualLoss: 12500000 } } })
    expect(Object.keys(item.hazards)).toHaveLength(18)
  })
  it('ranks the counties of a state', async () => {
    const { body } = await h.call('/api/gov/risk-index?state=ca&limit=5')
    expect(h.last(NRI).params).toMatchObject({ where: "STATEABBRV='CA'", orderByFields: 'RISK_SCORE DESC', resultRecordCount: '5' })
    expect(body.data).toMatchObject({ total: null, meta: { mode: 'list' } })
  })
  it('answers 404 for an unknown tract', async () => {
    expect(await h.call('/api/gov/risk-index?tractFips=06037999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('answers 502 for an ArcGIS error inside HTTP 200', async () => {
    h.set(NRI, fixture('fema-nri/error.json'))
    expect(await h.call('/api/gov/risk-index?countyFips=06037')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  it('keeps no ArcGIS error: the next call asks again and answers', async () => {
    one.set(NRI, fixture('fema-nri/error.json'))
    expect((await one.call('/api/gov/risk-index?countyFips=06037')).status).toBe(502)
    one.set(NRI, fixture('fema-nri/county-06037.json'))
    expect((await one.call('/api/gov/risk-index?countyFips=06037')).status).toBe(200)
  })
  h.failures(NRI, '/api/gov/risk-index?countyFips=06037')
  it('rejects bad input', () => h.rejects('/api/gov/risk-index', [['', 'countyFips'], ['countyFips=0603', 'countyFips'], ['tractFips=123', 'tractFips'], ['state=XX', 'state'], ['countyFips=06037&state=CA', 'countyFips'], ['state=CA&limit=101', 'limit']]))
})
