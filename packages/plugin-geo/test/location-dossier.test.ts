import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { geoFixtures } from './_upstream.ts'

const h = testHost(geoFixtures)

describe('geo.location-dossier', () => {
  it('geocodes the address, then answers one section per source', async () => {
    const data = await h.ok('/api/geo/location-dossier?address=Eiffel%20Tower')
    const item = data.items[0]
    expect(item).toMatchObject({ lat: 48.8582599, lon: 2.2945006 })
    expect(item.place).toMatchObject({ status: 'found', data: { displayName: expect.stringContaining('Tour Eiffel') } })
    expect(item.elevation).toMatchObject({ status: 'found', data: { elevationM: 38, dataset: 'copernicus-dem-90m' } })
    expect(item.timezone).toMatchObject({ status: 'found', data: expect.objectContaining({}) })
    expect(JSON.stringify(item.timezone.data)).toContain('Europe/Paris')
    expect(item.weather).toMatchObject({ status: 'found', data: { conditions: 'Slight rain' } })
    expect(item.floodZone).toMatchObject({ status: 'found', data: { zone: 'AE' } })
    expect(item.nearby).toMatchObject({ status: 'found' })
    expect(item.nearby.data).toHaveLength(3)
  })

  it('keeps answering when one source fails, naming it', async () => {
    h.set('GET /api/interpreter', { status: 500, body: 'down' })
    const item = (await h.ok('/api/geo/location-dossier?lat=39.7392&lon=-104.9903')).items[0]
    expect(item.place).toBeNull()
    expect(item.elevation).toMatchObject({ status: 'found', data: { elevationM: 1608.64 } })
    expect(item.nearby).toMatchObject({ status: 'error', message: expect.any(String), data: null })
  })

  it('answers 404 when the address matches nothing, 502 when the geocoder fails', async () => {
    h.set('GET /search', { body: [] })
    await h.status('/api/geo/location-dossier?address=zzqx%20nowhere', 404, undefined, 'NOT_FOUND')
    h.set('GET /search', { status: 500, body: 'down' })
    await h.status('/api/geo/location-dossier?address=zzqx%20nowhere', 502, undefined, 'UPSTREAM_FAILED')
    h.reset()
  })

  it('takes an address or coordinates, not both', async () => {
    await h.rejects('/api/geo/location-dossier', 'lat')
    await h.rejects('/api/geo/location-dossier?lat=10', 'lon')
    await h.rejects('/api/geo/location-dossier?address=Paris&lat=1&lon=2', 'address')
    await h.rejects('/api/geo/location-dossier?address=ab', 'address')
  })
})
