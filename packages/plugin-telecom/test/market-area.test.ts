import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { AREA, telecomFixtures } from './_harness.ts'

const h = testHost(telecomFixtures)

describe('telecom.market-area', () => {
  it('answers the block, county, state and FCC markets of a point', async () => {
    const data = await h.ok('/api/telecom/market-area?lat=40.748333&lon=-73.985278')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({
      lat: 40.748333, lon: -73.985278, censusYear: 2020, block: '360610076001001', tract: '36061007600',
      county: { fips: '36061', name: 'New York County' }, state: { fips: '36', code: 'NY', name: 'New York' },
    })
    expect(data.items[0].markets).toMatchObject({
      cma: { code: 'CMA001', name: 'Cellular Market Area' }, mta: { code: 'MTA001', name: 'Major Trading Area' }, bta: { code: 'BTA321', name: 'Basic Trading Area' },
      pea: { code: 'PEA001', name: 'Partial Economic Area' }, bea: { code: 'BEA010', name: 'Economic Area (BEA)' }, rpc: { code: 'RPC001', name: 'Regional Planning Committee (700/800 MHz public safety)' },
    })
    expect(Object.keys(data.items[0].markets)).toHaveLength(12)
    expect(h.last().params).toEqual({ lat: '40.748333', lon: '-73.985278', censusYear: '2020', format: 'json' })
  })

  it('answers null for the markets the API has no data for, and asks for 2010 blocks on request', async () => {
    const data = await h.ok('/api/telecom/market-area?lat=47.583504&lon=-122.127556&censusYear=2010')
    expect(Object.values(data.items[0].markets).every((market) => market === null)).toBe(true)
    expect(h.last().params.censusYear).toBe('2010')
  })

  it('answers 404 for a point in no census block', () => h.status('/api/telecom/market-area?lat=25&lon=-70', 404, undefined, 'NOT_FOUND'))

  it('refuses bad input, naming the field', async () => {
    await h.rejects('/api/telecom/market-area?lon=-73.98', 'lat')
    await h.rejects('/api/telecom/market-area?lat=91&lon=0', 'lat')
    await h.rejects('/api/telecom/market-area?lat=40&lon=-181', 'lon')
    await h.rejects('/api/telecom/market-area?lat=40&lon=-73&censusYear=2000', 'censusYear')
  })

  h.failures(AREA, '/api/telecom/market-area?lat=40.7&lon=-73.9')
})
