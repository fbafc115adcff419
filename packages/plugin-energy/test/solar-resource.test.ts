import { testHost, type FixtureAnswer, type RecordedRequest } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `nrel/${name}` })
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['nrel'],
  keys: { nrel: 'nrel-test-key' },
  routes: {
    'GET /api/solar/solar_resource/v1.json': (request: RecordedRequest) => fixture(request.query.get('lat') === '40' ? 'solar-resource-40-105.json' : 'solar-resource-no-data.json'),
  },
})

describe('energy.solar-resource', () => {
  it('answers the annual and monthly irradiance of a U.S. point', async () => {
    const data = await h.ok('/api/energy/solar-resource?lat=40&lon=-105')
    expect(h.last().params).toEqual({ lat: '40', lon: '-105', api_key: 'nrel-test-key' })
    const item = data.items[0]
    expect(item).toMatchObject({ lat: 40, lon: -105, unit: 'kWh/m2/day', annual: { dni: 6.4, ghi: 4.74, latitudeTilt: 5.7 }, dataSources: ['Perez-SUNY/NREL, 2012'] })
    expect(item.monthly).toHaveLength(12)
    expect(item.monthly[5]).toStrictEqual({ month: 'jun', dni: 7.65, ghi: 7.06, latitudeTilt: 6.23 })
    expect(data.total).toBe(1)
    expect(data.source.url).not.toContain('nrel-test-key')
  })

  it('answers 404 where NREL has no data', async () => {
    await h.status('/api/energy/solar-resource?lat=48.85&lon=2.35', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/solar-resource?lon=-105', 'lat')
    await h.rejects('/api/energy/solar-resource?lat=40', 'lon')
    await h.rejects('/api/energy/solar-resource?lat=95&lon=-105', 'lat')
    await h.rejects('/api/energy/solar-resource?lat=40&lon=-185', 'lon')
  })

  h.failures('GET /api/solar/solar_resource/v1.json', '/api/energy/solar-resource?lat=40&lon=-105')
})
