import { beforeAll, describe, expect, it } from 'vitest'
import { distanceM } from '@svc/providers/overpass'
import { resolveZip } from '../src/zip-table.ts'
import { testHost } from '@svc/core/testing'
import { geoFixtures } from './_upstream.ts'

const h = testHost(geoFixtures)

describe('geo.nearby', () => {
  it('sends an Overpass around-query and answers places nearest first', async () => {
    const data = await h.ok('/api/geo/nearby?lat=48.8584&lon=2.2945&radiusM=300&category=restaurant&limit=10')
    expect(h.last('/api/interpreter').params.data).toBe('[out:json][timeout:25];nwr(around:300,48.8584,2.2945)[amenity=restaurant];out center 10;')
    expect(data.items.map((place: { name: string | null }) => place.name)).toEqual([null, 'Café Illustratif', 'Le Jules Verne'])
    expect(data.items[1]).toStrictEqual({
      name: 'Café Illustratif', kind: 'amenity=restaurant', lat: 48.8585, lon: 2.2951, distanceM: distanceM(48.8584, 2.2945, 48.8585, 2.2951),
      address: '5 Avenue Anatole France', openingHours: null, phone: '+33 1 00 00 00 00', website: null, osm: { type: 'node', id: 987654321 },
    })
    expect(data.items[2]).toMatchObject({ lat: 48.8601, lon: 2.2932, openingHours: 'Mo-Su 12:00-13:30,19:00-21:00', osm: { type: 'way', id: 123456789 } })
    expect(data.source.license).toContain('ODbL')
  })

  it('asks for named amenities, shops, tourism and leisure without a category', async () => {
    await h.ok('/api/geo/nearby?lat=48.8584&lon=2.2945')
    expect(h.last('/api/interpreter').params.data).toBe('[out:json][timeout:25];nwr(around:500,48.8584,2.2945)[name][~"^(amenity|shop|tourism|leisure)$"~"."];out center 25;')
  })

  it('measures distances like published great-circle figures (Paris-London about 344 km)', () => {
    expect(distanceM(48.8566, 2.3522, 51.5074, -0.1278) / 1000).toBeCloseTo(343.5, 0)
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/geo/nearby?lat=48&lon=2&radiusM=5001', 'radiusM')
    await h.rejects('/api/geo/nearby?lat=48&lon=2&radiusM=5', 'radiusM')
    await h.rejects('/api/geo/nearby?lat=48&lon=2&category=casino', 'category')
    await h.rejects('/api/geo/nearby?lat=48&lon=2&limit=101', 'limit')
  })

  h.failures('GET /api/interpreter', '/api/geo/nearby?lat=48.8584&lon=2.2945')
})

describe('geo.zip-resolve', () => {
  // The ZIP table (7 MB of JavaScript) loads on the first call: loaded here, outside the timed tests.
  beforeAll(() => resolveZip('90210'), 60_000)

  it('resolves ZIP codes on the host (GeoNames rows; time zones as the IANA database places them)', async () => {
    expect((await h.ok('/api/geo/zip-resolve?zip=90210')).items[0]).toStrictEqual({
      zip: '90210', city: 'Beverly Hills', county: 'Los Angeles', state: 'California', stateCode: 'CA', lat: 34.0901, lon: -118.4065, timezone: 'America/Los_Angeles',
    })
    expect((await h.ok('/api/geo/zip-resolve?zip=10001-0001')).items[0]).toMatchObject({ zip: '10001', city: 'New York', stateCode: 'NY', timezone: 'America/New_York' })
    expect((await h.ok('/api/geo/zip-resolve?zip=85001')).items[0]).toMatchObject({ stateCode: 'AZ', timezone: 'America/Phoenix' })
    expect((await h.ok('/api/geo/zip-resolve?zip=96813')).items[0]).toMatchObject({ stateCode: 'HI', timezone: 'Pacific/Honolulu' })
    expect((await h.ok('/api/geo/zip-resolve?zip=90210')).source.license).toContain('CC BY 4.0')
  })

  it('answers 404 for an unknown ZIP and 400 for a malformed one', async () => {
    await h.status('/api/geo/zip-resolve?zip=00000', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/geo/zip-resolve?zip=9021', 'zip')
    await h.rejects('/api/geo/zip-resolve', 'zip')
  })
})
