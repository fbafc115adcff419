import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { fixture, geoFixtures } from './_upstream.ts'

const h = testHost(geoFixtures)

describe('geo.elevation', () => {
  it('asks USGS 3DEP for a US point', async () => {
    const data = await h.ok('/api/geo/elevation?lat=39.7392&lon=-104.9903')
    expect(h.last('/v1/json').params).toEqual({ x: '-104.9903', y: '39.7392', wkid: '4326', units: 'Meters', includeDate: 'false' })
    expect(data.items[0]).toStrictEqual({ lat: 39.7392, lon: -104.9903, elevationM: 1608.64, elevationFt: 5277.69, dataset: 'usgs-3dep', resolutionM: 1 })
    expect(data.source.provider).toContain('USGS')
  })

  it('falls back to Open-Meteo where USGS has no data, and asks only Open-Meteo outside the US', async () => {
    const sea = await h.ok('/api/geo/elevation?lat=30.2&lon=-64.5')
    expect(sea.items[0]).toMatchObject({ dataset: 'copernicus-dem-90m', elevationM: 38 })
    const before = h.requestsTo('/v1/json').length
    const berlin = await h.ok('/api/geo/elevation?lat=52.52&lon=13.41')
    expect(h.requestsTo('/v1/json').length).toBe(before)
    expect(h.last('/v1/elevation').params).toEqual({ latitude: '52.52', longitude: '13.41' })
    expect(berlin).toMatchObject({ total: 1, source: { provider: 'Open-Meteo' }, items: [{ elevationM: 38, elevationFt: 124.67, resolutionM: 90 }] })
  })

  it('rejects a point out of range', async () => {
    await h.rejects('/api/geo/elevation?lat=100&lon=0', 'lat')
    await h.rejects('/api/geo/elevation?lat=10', 'lon')
  })

  h.failures('GET /v1/json', '/api/geo/elevation?lat=39.7392&lon=-104.9903')
  describe('Open-Meteo failures', () => h.failures('GET /v1/elevation', '/api/geo/elevation?lat=52.52&lon=13.41'))
})

describe('geo.postal', () => {
  it('answers the places of a postal code', async () => {
    const data = await h.ok('/api/geo/postal?country=us&code=90210')
    expect(data.items[0]).toStrictEqual({ code: '90210', country: 'United States', countryCode: 'US', places: [{ name: 'Beverly Hills', state: 'California', stateCode: 'CA', lat: 34.0901, lon: -118.4065 }] })
    expect(data.source).toMatchObject({ provider: 'Zippopotam.us', url: expect.stringContaining('/us/90210') })
  })

  it('credits GeoNames in meta.attribution, as the CC BY licence of its postal code data asks', async () => {
    const { status, body } = await h.call('/api/geo/postal?country=US&code=90210')
    expect(status).toBe(200)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'Zippopotam.us', text: 'Postal code data from GeoNames (www.geonames.org), CC BY', url: 'https://www.geonames.org/' }])
  })

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    await h.status('/api/geo/postal?country=US&code=00000', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/geo/postal?country=USA&code=90210', 'country')
    await h.rejects('/api/geo/postal?country=US&code=9', 'code')
    await h.rejects('/api/geo/postal?country=US&code=90%2F210', 'code')
  })

  h.failures('GET /us/90210', '/api/geo/postal?country=US&code=90210')
})

describe('geo.flood-zone', () => {
  const path = '/api/geo/flood-zone?lat=25.77&lon=-80.19'
  it('asks NFHL layer 28 at the point and explains the zone', async () => {
    const data = await h.ok(path)
    expect(h.last('/arcgis/rest/services/public/NFHL/MapServer/28/query').params).toMatchObject({ geometry: '-80.19,25.77', geometryType: 'esriGeometryPoint', inSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnGeometry: 'false', f: 'json' })
    expect(data.items[0]).toStrictEqual({ lat: 25.77, lon: -80.19, mapped: true, zone: 'AE', subtype: null, specialFloodHazardArea: true, risk: expect.stringContaining('high'), baseFloodElevationFt: 9, firmDatabaseId: '12086C' })
  })

  it('reads the shaded X zone, an unmapped point and an ArcGIS error', async () => {
    h.set('GET /arcgis/rest/services/public/NFHL/MapServer/28/query', fixture('fema-nfhl/zone-x-shaded.json'))
    expect((await h.ok(path)).items[0]).toMatchObject({ zone: 'X', specialFloodHazardArea: false, risk: expect.stringContaining('0.2%'), baseFloodElevationFt: null })
    h.set('GET /arcgis/rest/services/public/NFHL/MapServer/28/query', fixture('fema-nfhl/none.json'))
    expect((await h.ok(path)).items[0]).toMatchObject({ mapped: false, zone: null, specialFloodHazardArea: null, risk: null })
    h.set('GET /arcgis/rest/services/public/NFHL/MapServer/28/query', fixture('fema-nfhl/error.json'))
    await h.status(path, 502, undefined, 'UPSTREAM_FAILED')
    h.reset()
  })

  h.failures('GET /arcgis/rest/services/public/NFHL/MapServer/28/query', path)
})

describe('geo.flood-zone: an ArcGIS error sent with 200 is not kept', () => {
  // One host per test, whose calls share its cache (a zone is kept 7 days).
  const kept = testHost({ ...geoFixtures, hostPer: 'test' })
  const route = 'GET /arcgis/rest/services/public/NFHL/MapServer/28/query'
  it('a 502, then the zone sent next is read and kept', async () => {
    kept.set(route, fixture('fema-nfhl/error.json'))
    expect(await kept.call('/api/geo/flood-zone?lat=25.77&lon=-80.19')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('Unable to complete operation') } })
    kept.reset()
    expect((await kept.item('/api/geo/flood-zone?lat=25.77&lon=-80.19')).zone).toBe('AE')
    expect((await kept.item('/api/geo/flood-zone?lat=25.77&lon=-80.19')).zone).toBe('AE')
    expect(kept.requestsTo(route)).toHaveLength(2)
  })
})
