import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const BEA = 'GET /api/data'
const CARRIER = 'GET /qc/services/carriers/53467'
const routes = {
  [BEA]: fixture('bea/sqgdp9-ca.json'),
  [CARRIER]: fixture('fmcsa/carrier-53467.json'),
  'GET /qc/services/carriers/53467/basics': fixture('fmcsa/basics-53467.json'),
  'GET /qc/services/carriers/1/basics': { body: { content: [], retrievalDate: '2025-11-21T09:12:44.000+0000' } },
  'GET /qc/services/carriers/1': fixture('fmcsa/none.json'),
  'GET /qc/services/carriers/name/example%20freight': fixture('fmcsa/name-example.json'),
}
const h = govHarness({ upstreams: ['bea', 'fmcsa'], keys: { bea: 'the-key', fmcsa: 'the-key' }, routes })
/** One host for each test: its calls share the host's answer cache. */
const one = govHarness({ upstreams: ['bea'], keys: { bea: 'the-key' }, routes, hostPer: 'test' })

describe('gov.bea-gdp', () => {
  it('asks SQGDP9 for the state and answers quarters newest first', async () => {
    const { status, body } = await h.call('/api/gov/bea-gdp?state=ca&year=2024&limit=3')
    expect(status).toBe(200)
    expect(h.last().params).toEqual({ method: 'GetData', datasetname: 'Regional', TableName: 'SQGDP9', LineCode: '1', GeoFips: '06000', Year: '2024', ResultFormat: 'JSON', UserID: 'the-key' })
    expect(body.data.total).toBe(1)
    const item = body.data.items[0]
    expect(item).toMatchObject({ query: { state: 'CA', geoFips: '06000', year: '2024', limit: 3 }, geoName: 'California', returned: 3 })
    expect(item.observations).toEqual([
      { period: '2024Q4', realGdpMillionsUSD: 3522815.3, unit: 'Millions of chained 2017 dollars' },
      { period: '2024Q3', realGdpMillionsUSD: 3497330.7, unit: 'Millions of chained 2017 dollars' },
      { period: '2024Q2', realGdpMillionsUSD: 3468912, unit: 'Millions of chained 2017 dollars' },
    ])
    expect(item.source.provider).toContain('BEA')
    expect(item.note).toContain('SQGDP9')
  })
  it('asks the last five years by default', async () => {
    await h.call('/api/gov/bea-gdp?state=US')
    const year = new Date().getUTCFullYear()
    expect(h.last().params).toMatchObject({ GeoFips: '00000', Year: [year - 4, year - 3, year - 2, year - 1, year].join(',') })
  })
  it('answers no observations for a year BEA has no data for', async () => {
    h.set(BEA, fixture('bea/error-year.json'))
    const { status, body } = await h.call('/api/gov/bea-gdp?state=CA&year=1965')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ returned: 0, observations: [], geoName: null })
  })
  it('answers 502 naming BEA\'s refusal', async () => {
    h.set(BEA, fixture('bea/error-key.json'))
    expect(await h.call('/api/gov/bea-gdp?state=CA')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('UserID provided is not valid') } })
  })
  it('is unavailable without a key', async () => {
    expect(await h.withoutKey('/api/gov/bea-gdp?state=CA', 'bea')).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_BEA_KEY') } })
  })
  it('keeps no refusal: once BEA takes the key again, the next call answers', async () => {
    one.set(BEA, fixture('bea/error-key.json'))
    expect((await one.call('/api/gov/bea-gdp?state=CA&year=2024')).status).toBe(502)
    one.set(BEA, fixture('bea/sqgdp9-ca.json'))
    expect((await one.call('/api/gov/bea-gdp?state=CA&year=2024')).status).toBe(200)
  })
  it('answers 502, not an empty series, when BEAAPI holds neither Results nor Error', async () => {
    h.set(BEA, fixture('bea/no-results.json'))
    expect(await h.call('/api/gov/bea-gdp?state=CA')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  h.failures(BEA, '/api/gov/bea-gdp?state=CA')
  it('rejects bad input', () => h.rejects('/api/gov/bea-gdp', [['', 'state'], ['state=CAL', 'state'], ['state=ZZ', 'state'], ['state=CA&year=1959', 'year'], ['state=CA&year=2101', 'year'], ['state=CA&limit=41', 'limit'], ['state=CA&limit=0', 'limit']]))
})

describe('gov.carrier-safety', () => {
  /** The members of `data` the contract lists, in both modes. */
  const CARRIER_MEMBERS = ['basics', 'carrier', 'crashes', 'found', 'inspections', 'matches', 'mode', 'note', 'query', 'source']
  it('answers the safety profile of a carrier in the legacy shape', async () => {
    const { status, body } = await h.call('/api/gov/carrier-safety?dot=53467')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      mode: 'carrier', query: { dot: 53467, name: null }, found: true,
      carrier: { dotNumber: 53467, legalName: 'EXAMPLE FREIGHT LINES INC', dbaName: null, physicalState: 'AR', operation: 'Interstate', allowedToOperate: true, statusCode: 'A', safetyRating: 'S', safetyRatingDate: '2019-05-09', totalDrivers: 17850, totalPowerUnits: 16320 },
      crashes: { total: 412, fatal: 9, injury: 131, towaway: 272 },
      inspections: { driverTotal: 8120, driverOutOfService: 96, driverOosRate: 1.18, vehicleTotal: 4107, vehicleOutOfService: 205, vehicleOosRate: 4.99 },
      matches: [],
    })
    expect(body.data).not.toHaveProperty('ok')
    expect(Object.keys(body.data).sort()).toEqual(CARRIER_MEMBERS)
    expect(body.data).toMatchObject({ source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) }, note: expect.any(String) })
    expect(body.data.basics).toEqual([
      { category: 'Unsafe Driving', measureValue: 0.42, percentile: 'Not Public', violationThreshold: 65, exceededInterventionThreshold: false, totalViolations: 231, totalInspectionsWithViolation: 212, runDate: '2025-10-31T04:00:00.000+0000' },
      { category: 'Vehicle Maintenance', measureValue: 2.9, percentile: 'Not Public', violationThreshold: 80, exceededInterventionThreshold: true, totalViolations: 1525, totalInspectionsWithViolation: 1044, runDate: '2025-10-31T04:00:00.000+0000' },
    ])
    expect(h.server.last().query.get('webKey')).toBe('the-key')
  })
  it('says not found for an unknown DOT number', async () => {
    const { body } = await h.call('/api/gov/carrier-safety?dot=1')
    expect(body.data).toMatchObject({ mode: 'carrier', found: false, carrier: null, crashes: null, inspections: null, basics: [] })
  })
  it('searches by name', async () => {
    const { body } = await h.call('/api/gov/carrier-safety?name=example%20freight&limit=5')
    expect(h.last().params).toMatchObject({ start: '1', size: '5' })
    expect(body.data).toMatchObject({ mode: 'search', found: true, carrier: null, matches: [
      { dotNumber: 53467, legalName: 'EXAMPLE FREIGHT LINES INC', dbaName: null, physicalState: 'AR' },
      { dotNumber: 2231001, legalName: 'EXAMPLE TRANSPORT LLC', dbaName: 'EXAMPLE EXPRESS', physicalState: 'TN' },
    ] })
    expect(Object.keys(body.data).sort()).toEqual(CARRIER_MEMBERS)
    expect(body.data).toMatchObject({ crashes: null, inspections: null, basics: [] })
  })
  h.failures(CARRIER, '/api/gov/carrier-safety?dot=53467')
  it('rejects bad input', () => h.rejects('/api/gov/carrier-safety', [['', 'dot'], ['dot=0', 'dot'], ['dot=1&name=acme', 'dot'], ['name=a', 'name'], ['name=acme&limit=51', 'limit']]))
})
