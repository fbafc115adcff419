import { describe, expect, it } from 'vitest'
import { bls, blsNumber, requestTimeseries } from '../src/bls/index.ts'
import { censusGeocode, censusGeocoder } from '../src/census-geocoder/index.ts'
import { cmsRows, dataCms, datasetId } from '../src/data-cms/index.ts'
import { federalRegister, searchDocuments } from '../src/federal-register/index.ts'
import { fred, fredSeries } from '../src/fred/index.ts'
import { npiSearch, nppes, validNpi } from '../src/npi/index.ts'
import { samGov, searchExclusions } from '../src/sam/index.ts'
import { providerFixture } from './provider-client.ts'

// Answers in each provider's documented shape, trimmed to the members read; values are made up unless a comment says otherwise.
const blsFixture = providerFixture(bls, {
  'POST /publicAPI/v2/timeseries/data/': (request) => JSON.parse(request.body).seriesid[0] === 'LIMIT'
    ? { body: { status: 'REQUEST_NOT_PROCESSED', message: ['Daily threshold for total number of requests allocated has been reached.'], Results: {} } }
    : { body: { status: 'REQUEST_SUCCEEDED', message: [], Results: { series: [{ seriesID: 'LNS14000000', data: [{ year: '2024', period: 'M01', periodName: 'January', value: '3.7', footnotes: [{}] }] }] } } },
})
const fredFixture = providerFixture(fred, {
  'GET /fred/series/observations': (request) => request.query.get('series_id') === 'NOPE'
    ? { status: 400, body: { error_code: 400, error_message: 'Bad Request.  The series does not exist.' } }
    : { body: { observations: [{ date: '2024-02-01', value: '3.9' }, { date: '2024-01-01', value: '.' }] } },
})
const censusFixture = providerFixture(censusGeocoder, {
  'GET /geocoder/locations/onelineaddress': { body: { result: { addressMatches: [{ matchedAddress: '4600 SILVER HILL RD, WASHINGTON, DC, 20233', coordinates: { x: -76.92, y: 38.84 }, addressComponents: { city: 'WASHINGTON', state: 'DC', zip: '20233' } }] } } },
  'GET /geocoder/geographies/coordinates': { body: { result: { geographies: { States: [{ NAME: 'District of Columbia', STATE: '11' }] } } } },
})
const cmsFixture = providerFixture(dataCms, { 'GET /data-api/v1/dataset/0a1b2c3d-0000-4000-8000-000000000001/data': { body: [{ Rndrng_NPI: '1234567893' }] } })
const npiFixture = providerFixture(nppes, {
  'GET /api/': (request) => request.query.get('state') === 'ZZ'
    ? { body: { Errors: [{ description: 'Field state contains special character(s) or wrong number of characters', field: 'state', number: '06' }] } }
    : { body: { result_count: 1, results: [{ number: '1234567893' }] } },
})
const samFixture = providerFixture(samGov, {
  // Made up for the test: a count with no list (cut short), and a count the asked page lies past.
  'GET /entity-information/v4/exclusions': (request) => request.query.get('npi') === '0000000000'
    ? { body: { totalRecords: 3 } }
    : { body: { totalRecords: 1, excludedEntity: [{ exclusionDetails: { classificationType: 'Individual', excludingAgencyName: 'HHS' }, exclusionIdentification: { firstName: 'Jane', lastName: 'Doe', npi: '1234567893' }, exclusionActions: { listOfActions: [{ activateDate: '2020-01-02', recordStatus: 'Active' }] }, exclusionAddress: { city: 'Austin', stateOrProvinceCode: 'TX' } }] } },
})
// Made up for the test: results left out when nothing matches (as the plugins' none.json), and with a count.
const frFixture = providerFixture(federalRegister, {
  'GET /api/v1/documents.json': (request) => ({ body: { count: Number(request.query.get('conditions[term]')), description: 'Documents matching' } }),
})

describe('bls', () => {
  it('posts the series and year window, and reads the series', async () => {
    const { series } = await requestTimeseries(blsFixture.client(), ['LNS14000000'], { startYear: 2023, endYear: 2024 })
    expect(blsFixture.server.last().json()).toEqual({ seriesid: ['LNS14000000'], startyear: '2023', endyear: '2024' })
    expect(series[0]!.data[0]).toMatchObject({ period: 'M01', value: '3.7' })
    expect([blsNumber('123,450'), blsNumber('-'), blsNumber('4.1')]).toEqual([123450, null, 4.1])
  })

  it('turns BLS\'s daily-threshold refusal (a 200) into a rate limit', async () => {
    await expect(requestTimeseries(blsFixture.client(), ['LIMIT'], { startYear: 2024, endYear: 2024 })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT' })
  })
})

describe('fred', () => {
  it('asks the newest observations as JSON and reads "." as missing', async () => {
    const { points } = await fredSeries(fredFixture.client({ key: 'f' }), 'UNRATE', 2)
    expect(fredFixture.lastQuery()).toMatchObject({ series_id: 'UNRATE', file_type: 'json', sort_order: 'desc', limit: '2', api_key: 'f' })
    expect(points).toEqual([{ date: '2024-02-01', value: 3.9 }, { date: '2024-01-01', value: null }])
  })

  it('reports FRED\'s refusal with its message', async () => {
    await expect(fredSeries(fredFixture.client({ key: 'f' }), 'NOPE', 1)).rejects.toThrow(/does not exist/)
  })
})

describe('census-geocoder', () => {
  it('asks an address on the current benchmark, and a point\'s geographies on the current vintage', async () => {
    const found = await censusGeocode(censusFixture.client(), 'locations', { address: '4600 Silver Hill Rd, Washington, DC 20233' })
    expect(censusFixture.lastQuery()).toEqual({ address: '4600 Silver Hill Rd, Washington, DC 20233', benchmark: 'Public_AR_Current', format: 'json' })
    expect(found.matches[0]!.coordinates).toEqual({ x: -76.92, y: 38.84 })
    const point = await censusGeocode(censusFixture.client(), 'geographies', { lat: 38.84, lon: -76.92 })
    expect(censusFixture.lastQuery()).toEqual({ x: '-76.92', y: '38.84', benchmark: 'Public_AR_Current', vintage: 'Current_Current', format: 'json' })
    expect(point.layers?.States?.[0]).toMatchObject({ STATE: '11' })
  })
})

describe('data-cms', () => {
  it('filters rows with filter[COLUMN] and pages with size and offset', async () => {
    const id = datasetId(' 0a1b2c3d-0000-4000-8000-000000000001 ')!
    const { rows } = await cmsRows(cmsFixture.client(), id, { filters: { Rndrng_NPI: '1234567893', State: undefined }, size: 5 })
    expect(cmsFixture.lastQuery()).toEqual({ 'filter[Rndrng_NPI]': '1234567893', size: '5', offset: '0' })
    expect(rows).toEqual([{ Rndrng_NPI: '1234567893' }])
    expect(datasetId('not-a-uuid')).toBeNull()
  })
})

describe('npi', () => {
  it('asks version 2.1 and names the caller\'s field NPPES refuses', async () => {
    const { total } = await npiSearch(npiFixture.client(), { number: '1234567893' })
    expect([total, npiFixture.lastQuery()]).toEqual([1, { version: '2.1', number: '1234567893' }])
    await expect(npiSearch(npiFixture.client(), { state: 'ZZ' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('state') })
    expect([validNpi('1234567893'), validNpi('1234567890')]).toEqual([true, false])
  })
})

describe('sam', () => {
  it('searches exclusions with the key in api_key and reads the latest action', async () => {
    const { items, total } = await searchExclusions(samFixture.client({ key: 's' }), { npi: '1234567893' }, { size: 10, page: 0 })
    expect(samFixture.lastQuery()).toEqual({ npi: '1234567893', size: '10', page: '0', api_key: 's' })
    expect(total).toBe(1)
    expect(items[0]).toMatchObject({ name: 'Jane Doe', classification: 'Individual', npi: '1234567893', activeDate: '2020-01-02', recordStatus: 'Active', address: { city: 'Austin', state: 'TX' } })
  })
})

describe('count beside an optional list', () => {
  it('SAM: a count of exclusions with no list is refused (not cached as none); past the last page it is none', async () => {
    const client = samFixture.client({ key: 's' })
    await expect(searchExclusions(client, { npi: '0000000000' }, { size: 10, page: 0 })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', details: { answer: 'unusable' } })
    expect(await searchExclusions(client, { npi: '0000000000' }, { size: 10, page: 1 })).toMatchObject({ items: [], total: 3 })
  })

  it('Federal Register: no results and a count of 0 is none; a count with no results is refused unless past the last page', async () => {
    const client = frFixture.client()
    expect(await searchDocuments(client, { term: '0', limit: 20 })).toMatchObject({ items: [], total: 0 })
    await expect(searchDocuments(client, { term: '5', limit: 20 })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', details: { answer: 'unusable' } })
    expect(await searchDocuments(client, { term: '5', limit: 5, page: 2 })).toMatchObject({ items: [], total: 5 })
  })
})
