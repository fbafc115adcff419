import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const RECALLS = 'GET /RestWebServices/Recall'
const LATEST = 'GET /collections/latest-continuous/items'
const METADATA = 'GET /collections/combined-metadata/items'
const CONTINUOUS = 'GET /collections/continuous/items'
const JOBS = 'GET /api/search'
const FACILITIES = 'GET /echo/echo_rest_services.get_facilities'
const QID = 'GET /echo/echo_rest_services.get_qid'
const routes = {
  [RECALLS]: fixture('cpsc/recalls.json'),
  [LATEST]: fixture('usgs-water-data/latest-continuous-01646500.json'),
  [METADATA]: fixture('usgs-water-data/combined-metadata-01646500.json'),
  [CONTINUOUS]: fixture('usgs-water-data/continuous-01646500-PT6H.json'),
  [JOBS]: fixture('usajobs/search.json'),
  [FACILITIES]: fixture('epa-echo/get-facilities.json'),
  [QID]: fixture('epa-echo/get-qid.json'),
}
const h = govHarness({ upstreams: ['cpsc', 'usgs-water-data', 'epa-echo', 'usajobs'], keys: { usajobs: 'jobs-key' }, config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } }, routes })

describe('gov.product-recalls', () => {
  it('filters CPSC recalls and pages them newest first', async () => {
    const { status, body } = await h.call('/api/gov/product-recalls?product=vacuum&hazard=fire&from=2024-01-01&to=2024-12-31&limit=1')
    expect(status).toBe(200)
    expect(h.last(RECALLS).params).toEqual({ format: 'json', ProductName: 'vacuum', Hazard: 'fire', RecallDateStart: '2024-01-01', RecallDateEnd: '2024-12-31' })
    expect(body.data.total).toBe(2)
    expect(body.data.items).toHaveLength(1)
    expect(body.data.items[0]).toStrictEqual({
      recallId: 9712, recallNumber: '24189', recallDate: '2024-06-13', title: 'Example Recalls Cordless Stick Vacuums Due to Fire Hazard',
      description: 'This recall involves Example brand cordless stick vacuums. The battery packs can overheat.',
      products: [{ name: 'Example Cordless Stick Vacuums', description: '', model: 'SV100, SV120', type: '', units: 'About 120,000' }],
      hazards: ['The battery pack can overheat, posing fire and burn hazards.'], injuries: ['The firm has received 14 reports of the battery overheating, including two minor burn injuries.'],
      remedies: ['Consumers should immediately stop using the recalled vacuums and contact Example for a free replacement battery.'], manufacturers: ['Example Home Appliances Co.'],
      retailers: ['Sold at stores nationwide and online from January 2022 through April 2024 for about $200.'], importers: ['Example Home Inc., of Chicago, Illinois'], distributors: [],
      manufacturerCountries: ['China'], upcs: ['012345678905'], images: ['https://www.cpsc.gov/s3fs-public/vacuum.png'],
      consumerContact: 'Example toll-free at 888-555-0100 from 8 a.m. to 5 p.m. ET Monday through Friday.', lastPublished: '2024-06-13',
      url: 'https://www.cpsc.gov/Recalls/2024/Example-Recalls-Cordless-Stick-Vacuums-Due-to-Fire-Hazard',
    })
    expect((await h.call('/api/gov/product-recalls?product=vacuum&offset=1')).body.data.items[0].recallNumber).toBe('24150')
  })
  it('answers an empty list', async () => {
    h.set(RECALLS, { body: [] })
    expect((await h.call('/api/gov/product-recalls?manufacturer=nobody')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures(RECALLS, '/api/gov/product-recalls?product=vacuum')
  it('rejects bad input', () => h.rejects('/api/gov/product-recalls', [['', 'product'], ['product=a', 'product'], ['product=crib&from=2024-13-01', 'from'], ['product=crib&from=2024-02-01&to=2024-01-01', 'to'], ['product=crib&limit=101', 'limit']]))
})

describe('gov.usgs-water', () => {
  it('reads the latest value of each series from the Water Data APIs, with its site and parameter, no value as null', async () => {
    const { status, body } = await h.call('/api/gov/usgs-water?sites=01646500')
    expect(status).toBe(200)
    expect(h.last(LATEST).params).toEqual({ monitoring_location_id: 'USGS-01646500', parameter_code: '00060,00065', f: 'json', skipGeometry: 'true', limit: '50' })
    expect(h.last(METADATA).params).toEqual({ monitoring_location_id: 'USGS-01646500', parameter_code: '00060,00065', data_type: 'Continuous values', f: 'json', limit: '10000' })
    expect(h.requestsTo(CONTINUOUS)).toEqual([])
    expect(body.data.total).toBe(2)
    expect(body.data.source).toMatchObject({ provider: 'USGS Water Data APIs', url: expect.stringContaining('/collections/latest-continuous/items?') })
    expect(body.data.items[0]).toStrictEqual({
      site: '01646500', siteName: 'POTOMAC RIVER NEAR WASH, DC LITTLE FALLS PUMP STA', agency: 'USGS', latitude: 38.94977778, longitude: -77.12763889, siteType: 'ST', huc: '020700080303',
      parameterCode: '00060', parameter: 'Discharge', description: 'Discharge, cubic feet per second', unit: 'ft^3/s',
      latest: { value: 2870, dateTime: '2026-11-21T13:45:00+00:00', qualifiers: ['P'] }, seriesId: 'b1c2d3e4f5a60718293a4b5c6d7e8f90',
    })
    expect(body.data.items[1]).toMatchObject({ parameterCode: '00065', parameter: 'Gage height', latest: { value: null, dateTime: '2026-11-21T13:45:00+00:00', qualifiers: ['P', 'ICE'] } })
  })
  it('orders the series by site, then as the parameters were asked', async () => {
    const { body } = await h.call('/api/gov/usgs-water?sites=01646500&parameters=00065,00060')
    expect(body.data.items.map((item: { parameterCode: string }) => item.parameterCode)).toEqual(['00065', '00060'])
  })
  it('returns the readings of a period oldest first, for a state (its FIPS code)', async () => {
    const { body } = await h.call('/api/gov/usgs-water?state=md&period=pt6h')
    expect(h.last(LATEST).params).toMatchObject({ state_code: '24', parameter_code: '00060,00065' })
    expect(h.last(LATEST).params.monitoring_location_id).toBeUndefined()
    expect(h.last(CONTINUOUS).params).toEqual({ monitoring_location_id: 'USGS-01646500', parameter_code: '00060,00065', f: 'json', skipGeometry: 'true', time: 'PT6H', limit: '50000' })
    expect(body.data.items[0].readings).toEqual([
      { value: 2880, dateTime: '2026-11-21T13:30:00+00:00', qualifiers: ['P'] },
      { value: 2870, dateTime: '2026-11-21T13:45:00+00:00', qualifiers: ['P'] },
    ])
    expect(body.data.items[1].readings.map((item: { value: number | null }) => item.value)).toEqual([3.13, null])
  })
  it('keeps only series reported within a recent period (the latest-continuous time filter)', async () => {
    const { features } = JSON.parse(await readFile(new URL('fixtures/usgs-water-data/latest-continuous-01646500.json', import.meta.url), 'utf8'))
    h.set(LATEST, { body: { type: 'FeatureCollection', features: features.slice(0, 1), numberReturned: 1 } })
    const { status, body } = await h.call('/api/gov/usgs-water?state=md&reportedWithin=p7d')
    expect(status).toBe(200)
    expect(h.last(LATEST).params).toEqual({ state_code: '24', parameter_code: '00060,00065', f: 'json', skipGeometry: 'true', time: 'P7D', limit: '50' })
    expect(body.data.items.map((item: { parameterCode: string }) => item.parameterCode)).toEqual(['00060'])
  })
  it('refuses a period whose readings overflow one page, naming period', async () => {
    const { features } = JSON.parse(await readFile(new URL('fixtures/usgs-water-data/continuous-01646500-PT6H.json', import.meta.url), 'utf8'))
    h.set(CONTINUOUS, { body: { type: 'FeatureCollection', features: Array.from({ length: 50_000 }, () => features[0]), numberReturned: 50_000 } })
    // A full page is ~20 MB of JSON: the test's usual 2 s upstream timeout is too short on a busy machine.
    const { status, body } = await h.call('/api/gov/usgs-water?sites=01646500&period=P30D', undefined, { upstreams: { 'usgs-water-data': { baseUrl: h.server.url, timeoutMs: 60_000 } } })
    expect([status, body.field]).toEqual([400, 'period'])
  }, 120_000)
  it('refuses a period the server says holds more readings than it returned (numberMatched), naming period', async () => {
    const { features } = JSON.parse(await readFile(new URL('fixtures/usgs-water-data/continuous-01646500-PT6H.json', import.meta.url), 'utf8'))
    h.set(CONTINUOUS, { body: { type: 'FeatureCollection', features: features.slice(0, 2), numberReturned: 2, numberMatched: 61_250 } })
    const { status, body } = await h.call('/api/gov/usgs-water?sites=01646500&period=P30D')
    expect([status, body.field]).toEqual([400, 'period'])
  })
  it('answers an empty list without asking for metadata', async () => {
    h.set(LATEST, { body: { type: 'FeatureCollection', features: [], numberReturned: 0 } })
    const before = h.requestsTo(METADATA).length
    expect((await h.call('/api/gov/usgs-water?sites=01646500')).body.data).toMatchObject({ items: [], total: 0 })
    expect(h.requestsTo(METADATA)).toHaveLength(before)
  })
  h.failures(LATEST, '/api/gov/usgs-water?sites=01646500')
  it('rejects bad input', () => h.rejects('/api/gov/usgs-water', [['', 'sites'], ['sites=123', 'sites'], ['sites=01646500&state=MD', 'sites'], ['sites=01646500&parameters=60', 'parameters'], ['sites=01646500&period=P90D', 'period'], ['sites=01646500&reportedWithin=P1Y', 'reportedWithin'], ['sites=01646500&reportedWithin=7', 'reportedWithin'], ['state=ZZ', 'state'], ['sites=1,2,3,4,5,6,7,8,9,10,11', 'sites']]))
})

describe('gov.usajobs', () => {
  it('sends the key and the e-mail, and reads postings', async () => {
    const { status, body } = await h.call('/api/gov/usajobs?keyword=cybersecurity&location=Denver&radius=25&series=2210&minGrade=11&maxGrade=13&remote=false&limit=10')
    expect(status).toBe(200)
    const request = h.last(JOBS)
    expect(request.headers['authorization-key']).toBe('jobs-key')
    expect(request.headers['user-agent']).toBe('ops@example.org')
    expect(Object.fromEntries(request.query)).toEqual({ Keyword: 'cybersecurity', LocationName: 'Denver', Radius: '25', JobCategoryCode: '2210', PayGradeLow: '11', PayGradeHigh: '13', RemoteIndicator: 'False', ResultsPerPage: '10', Page: '1' })
    expect(body.data.total).toBe(148)
    expect(body.data.items[0]).toStrictEqual({
      id: '812345600', positionId: 'VA-24-12345678', title: 'IT Specialist (INFOSEC)', organization: 'Veterans Affairs, Office of Information and Technology', department: 'Department of Veterans Affairs',
      locations: [{ name: 'Denver, Colorado', city: 'Denver, Colorado', state: 'Colorado', latitude: 39.74001, longitude: -104.98513 }],
      categories: [{ code: '2210', name: 'Information Technology Management' }], grades: { system: 'GS', low: '12', high: '12' }, pay: { min: 94199, max: 122459, interval: 'Per Year' },
      schedule: 'Full-time', whoMayApply: '', telework: true, qualifications: 'To qualify, you must have one year of specialized experience at the GS-11 level.',
      openDate: '2024-05-01', closeDate: '2024-05-15', url: 'https://www.usajobs.gov:443/GetJob/ViewDetails/812345600', applyUrl: 'https://www.usajobs.gov:443/GetJob/ViewDetails/812345600?PostingChannelID=',
    })
  })
  it('answers a date USAJOBS sends blank or not as a day as null (no longer its first ten characters), and lists it sends as null empty', async () => {
    const search = JSON.parse(await readFile(new URL('fixtures/usajobs/search.json', import.meta.url), 'utf8'))
    const job = search.SearchResult.SearchResultItems[0].MatchedObjectDescriptor
    Object.assign(job, { PublicationStartDate: '', ApplicationCloseDate: '05/15/2024', JobCategory: null, ApplyURI: null })
    h.set(JOBS, { body: search })
    const { body } = await h.call('/api/gov/usajobs?keyword=nurse')
    expect(body.data.items[0]).toMatchObject({ openDate: null, closeDate: null, categories: [], applyUrl: null })
  })
  it('is unavailable without a key, or without the e-mail setting', async () => {
    expect(await h.withoutKey('/api/gov/usajobs?keyword=nurse', 'usajobs')).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_USAJOBS_KEY') } })
    const before = h.server.requests.length
    expect(await h.call('/api/gov/usajobs?keyword=nurse', undefined, { settings: { gov: { usajobsUserAgent: '' } } })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.gov.usajobsUserAgent') } })
    expect(h.server.requests.length).toBe(before)
    const { body } = await h.call('/api/directory', undefined, { settings: { gov: {} } })
    const entry = body.operations.find((operation: { id: string }) => operation.id === 'gov.usajobs')
    expect(entry).toMatchObject({ available: false, unavailableReason: expect.stringContaining('settings.gov.usajobsUserAgent') })
    expect(await h.call('/api/gov/usajobs?keyword=nurse', undefined, { settings: { gov: { usajobsUserAgent: 'not-an-email' } } })).toMatchObject({ status: 503, body: { error: expect.stringContaining('must be the e-mail') } })
  })
  h.failures(JOBS, '/api/gov/usajobs?keyword=nurse')
  it('rejects bad input', () => h.rejects('/api/gov/usajobs', [['keyword=a', 'keyword'], ['radius=0', 'radius'], ['series=22', 'series'], ['minGrade=16', 'minGrade'], ['minGrade=13&maxGrade=11', 'maxGrade'], ['limit=101', 'limit'], ['agency=V', 'agency']]))
})

describe('gov.epa-facilities', () => {
  it('runs the two-step ECHO search and reads facilities', async () => {
    const { status, body } = await h.call('/api/gov/epa-facilities?city=pasadena&state=tx&program=air&significantViolator=true&limit=2')
    expect(status).toBe(200)
    expect(h.last(FACILITIES).params).toEqual({ output: 'JSON', p_st: 'TX', p_ct: 'pasadena', p_act: 'Y', p_med: 'A', p_sncs: 'Y', responseset: '2' })
    expect(h.last(QID).params).toEqual({ output: 'JSON', qid: '2143', pageno: '1', responseset: '2' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      registryId: '110000460733', name: 'EXAMPLE CHEMICAL PLANT', address: '1000 REFINERY RD', city: 'PASADENA', state: 'TX', zip: '77506', county: 'HARRIS', latitude: 29.7214, longitude: -95.1956,
      naicsCodes: ['325110', '325199'], sicCodes: ['2869'], active: true, major: true, programs: { air: true, water: true, waste: true, toxicsRelease: true },
      inspections: 7, lastInspection: '2024-03-12', formalActions: 1, lastFormalAction: '2022-09-30', totalPenalties: 27000, quartersInNonCompliance: 8,
      complianceStatus: 'Significant Violation', significantViolator: true, url: 'https://echo.epa.gov/detailed-facility-report?fid=110000460733',
    })
    expect(body.data.items[1]).toMatchObject({ sicCodes: [], totalPenalties: null, lastInspection: null })
  })
  it('answers an empty list without a second call', async () => {
    h.set(FACILITIES, { body: { Results: { Message: 'Success', QueryRows: '0', QueryID: '2144' } } })
    const before = h.server.requests.length
    expect((await h.call('/api/gov/epa-facilities?zip=99999')).body.data).toMatchObject({ items: [], total: 0 })
    expect(h.server.requests.length - before).toBe(1)
  })
  it('answers 400 when ECHO matches too many facilities', async () => {
    h.set(FACILITIES, fixture('epa-echo/error-limit.json'))
    expect(await h.call('/api/gov/epa-facilities?state=TX')).toMatchObject({ status: 400, body: { error: expect.stringContaining('too many') } })
  })
  it('answers 502, not an empty list, when the search answer has neither QueryRows nor Error', async () => {
    h.set(FACILITIES, fixture('epa-echo/no-query-rows.json'))
    expect(await h.call('/api/gov/epa-facilities?zip=77506')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  h.failures(FACILITIES, '/api/gov/epa-facilities?zip=77506')
  h.failures(QID, '/api/gov/epa-facilities?zip=77506')
  it('rejects bad input', () => h.rejects('/api/gov/epa-facilities', [['', 'name'], ['zip=7750', 'zip'], ['zip=77506&naics=3', 'naics'], ['zip=77506&program=soil', 'program'], ['zip=77506&limit=101', 'limit']]))
})

describe('gov.epa-facilities: a refusal that is ECHO\'s failure, sent once, is not kept', () => {
  // One host per test, whose calls share its cache (ECHO's answers are kept 12 hours).
  const kept = govHarness({ upstreams: ['epa-echo'], routes: { [FACILITIES]: routes[FACILITIES], [QID]: routes[QID] }, hostPer: 'test' })
  const path = '/api/gov/epa-facilities?city=pasadena&state=tx'
  // Made up for the test: a refusal of ECHO's own (not "too many"), sent with 200 as its refusals are.
  const failure = { body: { Results: { Error: { ErrorMessage: 'Database temporarily unavailable' } } } }

  for (const [step, route] of [['search', FACILITIES], ['page', QID]] as const) {
    it(`on the ${step}: a 502, then the answer ECHO sends next is read and kept`, async () => {
      kept.set(route, failure)
      expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: 'EPA ECHO refused the search: Database temporarily unavailable' } })
      kept.reset()
      expect((await kept.ok(path)).total).toBe(2)
      await kept.ok(path)
      // A failed page is asked once more, after the search is asked again.
      expect(kept.requestsTo(route)).toHaveLength(step === 'page' ? 3 : 2)
    })
  }

  it('asks the search again, unkept, when the page of its kept QueryID fails (its lifetime on ECHO is not documented)', async () => {
    await kept.ok(path)
    // Made up for the test: ECHO no longer knows the kept search's QueryID, once.
    let pages = 0
    kept.set(QID, () => (pages++ === 0 ? { body: { Results: { Error: { ErrorMessage: 'Invalid QueryID' } } } } : routes[QID]!))
    expect((await kept.ok('/api/gov/epa-facilities?city=pasadena&state=tx&page=2')).total).toBe(2)
    expect(kept.requestsTo(FACILITIES)).toHaveLength(2)
  })

  it('does not ask the search again when the page fails for ECHO being down (only adds load)', async () => {
    await kept.ok(path)
    kept.set(QID, { status: 503, body: 'Service Unavailable' })
    expect((await kept.call(`${path}&page=2`)).status).toBe(502)
    expect(kept.requestsTo(FACILITIES)).toHaveLength(1)
  })
})
