import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { poiPlugin } from '../src/index.ts'

// The Overpass answer is plugin-geo's fixture (its README says where its shape comes from).
const geoFixtures = join(dirname(createRequire(import.meta.url).resolve('@svc/plugin-geo/package.json')), 'test/fixtures')
const h = testHost({ plugins: [poiPlugin], upstreams: ['overpass'], routes: { 'GET /api/interpreter': { file: join(geoFixtures, 'overpass/restaurants.json') } } })

describe('poi.near', () => {
  it('asks Overpass for one category and answers the nearest first', async () => {
    const data = await h.ok('/api/poi/near?lat=48.8584&lon=2.2945&category=restaurant&limit=5')
    expect(h.last().query.get('data')).toBe('[out:json][timeout:25];nwr(around:1000,48.8584,2.2945)[amenity=restaurant];out center 5;')
    expect(data).toMatchObject({ ok: true, total: 3, source: { provider: 'OpenStreetMap Overpass API' } })
    expect(data.items[1]).toMatchObject({ name: 'Café Illustratif', kind: 'amenity=restaurant', address: '5 Avenue Anatole France' })
    expect(data.items.map((place: { distanceM: number }) => place.distanceM)).toEqual([...data.items.map((place: { distanceM: number }) => place.distanceM)].sort((a, b) => a - b))
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/poi/near?lat=48&lon=2', 'category')
    await h.rejects('/api/poi/near?lat=48&lon=2&category=spaceport', 'category')
    await h.rejects('/api/poi/near?lat=48&lon=2&category=cafe&radiusM=9000', 'radiusM')
    await h.rejects('/api/poi/near?lat=48&lon=2&category=cafe&limit=51', 'limit')
  })

  h.failures('GET /api/interpreter', '/api/poi/near?lat=48.8584&lon=2.2945&category=cafe')
})
