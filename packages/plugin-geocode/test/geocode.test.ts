import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { geocodePlugin } from '../src/index.ts'
import { nominatim } from '../src/upstreams/nominatim.ts'

const fixture = (name: string): FixtureAnswer => ({ file: name })
const USER_AGENT = 'svc-tests (ops@example.org)'
const h = testHost({
  plugins: [geocodePlugin],
  upstreams: ['nominatim', 'census-geocoder'],
  routes: {
    'GET /search': fixture('nominatim/search-eiffel.json'),
    'GET /reverse': (request) => fixture(request.query.get('lat') === '0' ? 'nominatim/reverse-unable.json' : 'nominatim/reverse-aramburu.json'),
    'GET /geocoder/locations/onelineaddress': (request) => fixture(request.query.get('address')!.startsWith('4600') ? 'census-geocoder/onelineaddress-silver-hill.json' : 'census-geocoder/onelineaddress-none.json'),
  },
  config: { settings: { geocode: { nominatimUserAgent: USER_AGENT, nominatimIntervalMs: 0 } } },
})

describe('geocode.address', () => {
  it('asks Nominatim with the operator\'s User-Agent and normalizes its places', async () => {
    const data = await h.ok('/api/geocode/address?q=Eiffel%20Tower&limit=3')
    expect(Object.fromEntries(h.last('/search').query)).toEqual({ q: 'Eiffel Tower', format: 'jsonv2', addressdetails: '1', limit: '3' })
    expect(h.last('/search').headers['user-agent']).toBe(USER_AGENT)
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'OpenStreetMap Nominatim', license: expect.stringContaining('ODbL') } })
    expect(data.items[0]).toStrictEqual({
      lat: 48.8582599, lon: 2.2945006, name: 'Tour Eiffel', category: 'man_made', type: 'tower', importance: 0.6205937724353116,
      displayName: expect.stringMatching(/^Tour Eiffel, 5, Avenue Anatole France/),
      address: { houseNumber: '5', road: 'Avenue Anatole France', city: 'Paris', county: null, state: 'Île-de-France', postcode: '75007', country: 'France', countryCode: 'FR' },
      boundingBox: { south: 48.8574753, north: 48.8590453, west: 2.2933119, east: 2.2956897 },
      osm: { type: 'way', id: 5013364 },
      matchedBy: 'nominatim',
    })
  })

  it('credits OpenStreetMap in meta.attribution and declares the one-request-a-second limit as a quota', async () => {
    const { status, body } = await h.call('/api/geocode/address?q=Eiffel%20Tower')
    expect(status).toBe(200)
    expect(body.meta.attribution).toEqual([{ provider: 'OpenStreetMap Nominatim', text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' }])
    expect(nominatim.quota?.withoutKey).toEqual({ requests: 1, perSeconds: 1 })
  })

  it('answers US addresses from the Census geocoder', async () => {
    const data = await h.ok('/api/geocode/address?q=4600%20Silver%20Hill%20Rd%2C%20Washington%2C%20DC%2020233&country=us')
    expect(Object.fromEntries(h.last('/geocoder/locations/onelineaddress').query)).toMatchObject({ benchmark: 'Public_AR_Current', format: 'json' })
    expect(data.source.provider).toBe('US Census Bureau Geocoder')
    expect(data.items[0]).toMatchObject({
      lat: 38.84601622386617, lon: -76.92748724230096, displayName: '4600 SILVER HILL RD, WASHINGTON, DC, 20233', matchedBy: 'census', tigerLineId: '76355984',
      address: { road: 'SILVER HILL RD', city: 'WASHINGTON', state: 'DC', postcode: '20233', countryCode: 'US' },
    })
  })

  it('falls back to Nominatim (limited to the country) when the Census geocoder has no match', async () => {
    const data = await h.ok('/api/geocode/address?q=Statue%20of%20Liberty&country=US')
    expect(h.last('/search').query.get('countrycodes')).toBe('us')
    expect(data.items[0].matchedBy).toBe('nominatim')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/geocode/address', 'q')
    await h.rejects('/api/geocode/address?q=ab', 'q')
    await h.rejects(`/api/geocode/address?q=${'x'.repeat(301)}`, 'q')
    await h.rejects('/api/geocode/address?q=Paris&country=FRA', 'country')
    await h.rejects('/api/geocode/address?q=Paris&limit=11', 'limit')
  })

  it('is unavailable until the operator sets the User-Agent Nominatim asks for', async () => {
    const { status, body } = await h.call('/api/geocode/address?q=Paris', undefined, { settings: { geocode: {} } })
    expect(status).toBe(503)
    expect(body.error).toContain('geocode.nominatimUserAgent')
  })

  h.failures('GET /search', '/api/geocode/address?q=Eiffel%20Tower')
  describe('Census geocoder failures', () => h.failures('GET /geocoder/locations/onelineaddress', '/api/geocode/address?q=4600%20Silver%20Hill%20Rd&country=US'))
})

describe('geocode.reverse', () => {
  it('answers the place at the coordinates', async () => {
    const data = await h.ok('/api/geocode/reverse?lat=-34.44076&lon=-58.70521&zoom=16')
    expect(Object.fromEntries(h.last('/reverse').query)).toEqual({ lat: '-34.44076', lon: '-58.70521', zoom: '16', format: 'jsonv2', addressdetails: '1' })
    expect(data).toMatchObject({ ok: true, total: 1 })
    expect(data.items[0]).toMatchObject({
      lat: -34.4391708, lon: -58.7064573, name: 'Autopista Pedro Eugenio Aramburu', importance: 0.1, osm: { type: 'way', id: 280940520 },
      address: { road: 'Autopista Pedro Eugenio Aramburu', city: 'El Triángulo', state: 'Buenos Aires', countryCode: 'AR' },
    })
  })

  it('answers 404 where Nominatim has nothing', async () => {
    await h.status('/api/geocode/reverse?lat=0&lon=-30', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/geocode/reverse?lat=91&lon=0', 'lat')
    await h.rejects('/api/geocode/reverse?lat=10&lon=0&zoom=2', 'zoom')
    await h.rejects('/api/geocode/reverse?lat=10', 'lon')
  })

  h.failures('GET /reverse', '/api/geocode/reverse?lat=48.85&lon=2.29')
})
