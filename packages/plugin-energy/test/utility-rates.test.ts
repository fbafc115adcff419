import { join } from 'node:path'
import { upstreamHarness, type FixtureAnswer, type RecordedRequest } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: join(import.meta.dirname, 'fixtures/nrel', name) })
const h = upstreamHarness({
  plugins: [energyPlugin],
  upstreams: ['nrel'],
  keys: { nrel: 'nrel-test-key' },
  routes: {
    'GET /api/utility_rates/v3.json': (request: RecordedRequest) => fixture(request.query.get('lat') === '47.6371' ? 'utility-rates-seattle.json' : 'utility-rates-no-data.json'),
  },
})

describe('energy.utility-rates', () => {
  it('answers the utility and its average rates, with the data year', async () => {
    const data = await h.ok('/api/energy/utility-rates?lat=47.6371&lon=-122.3468')
    expect(Object.fromEntries(h.requests.at(-1)!.query)).toEqual({ lat: '47.6371', lon: '-122.3468', api_key: 'nrel-test-key' })
    expect(data.items[0]).toStrictEqual({
      lat: 47.6371, lon: -122.3468, utilityName: 'Seattle City Light', utilityId: '16868', utilities: [{ id: '16868', name: 'Seattle City Light' }],
      residentialUsdPerKwh: 0.0775, commercialUsdPerKwh: 0.068, industrialUsdPerKwh: 0.0595, dataYear: 2012, dataSources: ['Ventyx Research (2012)'],
    })
    expect(data.source.url).not.toContain('nrel-test-key')
  })

  it('passes a radius', async () => {
    await h.ok('/api/energy/utility-rates?lat=47.6371&lon=-122.3468&radius=10')
    expect(h.requests.at(-1)!.query.get('radius')).toBe('10')
  })

  it('answers 404 where NREL knows no utility', async () => {
    await h.status('/api/energy/utility-rates?lat=48.85&lon=2.35', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/utility-rates?lat=47.6', 'lon')
    await h.rejects('/api/energy/utility-rates?lat=-91&lon=0', 'lat')
    await h.rejects('/api/energy/utility-rates?lat=47.6&lon=-122.3&radius=201', 'radius')
    await h.rejects('/api/energy/utility-rates?lat=47.6&lon=-122.3&radius=-1', 'radius')
  })

  h.failures('GET /api/utility_rates/v3.json', '/api/energy/utility-rates?lat=47.6371&lon=-122.3468')
})
