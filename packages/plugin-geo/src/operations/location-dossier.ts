import { createError, defineOperation, invalidField, localSource, lookupAnswer, PROJECT_URL, runSection, type Section, sectionData, sectionStatus, optionalCoordinates, optionalText } from '@svc/core'
import * as v from 'valibot'

interface Answer { items: Array<Record<string, unknown>>; source?: unknown }
/** The first item of an operation's normalized answer, or null. */
const first = (answer: unknown) => ((answer as Answer).items[0] ?? null)

export default defineOperation({
  name: 'location-dossier',
  method: 'GET',
  description: 'Everything about one place at once, by address or coordinates: the geocoded address, elevation, time zone and local time, current weather, FEMA flood zone (US) and named places nearby, each section reporting found, not_found or error on its own.',
  input: v.object({
    address: optionalText(3, 300, 'Address or place name (or give lat and lon)'),
    ...optionalCoordinates(),
  }),
  requires: ['geocode.address', 'geo.elevation', 'timezone.lookup', 'weather.current', 'geo.flood-zone', 'geo.nearby'],
  sources: ['geocode.address', 'geo.elevation', 'timezone.lookup', 'weather.current', 'geo.flood-zone', 'geo.nearby'].map((operation) => ({ operation })),
  keywords: ['everything about this address', 'location report', 'property location profile', 'site assessment', 'neighborhood overview'],
  // Both ways of naming the place, or half of one, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.address !== undefined && (input.lat !== undefined || input.lon !== undefined)) throw invalidField('address', 'give an address or lat and lon, not both')
    if (input.address === undefined && (input.lat === undefined || input.lon === undefined)) throw invalidField(input.lat === undefined ? 'lat' : 'lon', 'give lat and lon together, or an address')
  },
  async handler({ input, call }) {
    let place: Section<Record<string, unknown> | null> | null = null
    let at = { lat: input.lat!, lon: input.lon! }
    if (input.address !== undefined) {
      place = await runSection(async () => first(await call('geocode.address', { q: input.address, limit: 1 })), { failure: 'the geocoder could not be asked' })
      const found = sectionData(place)
      if (!found) {
        if (place.status === 'error') throw createError('UPSTREAM_FAILED', `address: ${place.message}`)
        throw createError('NOT_FOUND', `address: no place matches "${input.address}"`)
      }
      at = { lat: found.lat as number, lon: found.lon as number }
    }
    const section = (id: string, params: Record<string, unknown>, what: string) => runSection(async () => first(await call(id, params)), { failure: `${what} could not be asked` })
    const [elevation, timezone, weather, flood, nearby] = await Promise.all([
      section('geo.elevation', at, 'the elevation service'),
      section('timezone.lookup', at, 'the time zone lookup'),
      section('weather.current', at, 'the weather service'),
      section('geo.flood-zone', at, 'FEMA NFHL'),
      runSection(async () => (await call('geo.nearby', { ...at, radiusM: 500, limit: 10 }) as Answer).items, { failure: 'Overpass could not be asked', found: (items) => items.length > 0 }),
    ])
    const part = <T>(s: Section<T>) => ({ ...sectionStatus(s), data: sectionData(s) })
    return lookupAnswer({
      lat: at.lat,
      lon: at.lon,
      place: place ? part(place) : null,
      elevation: part(elevation),
      timezone: part(timezone),
      weather: part(weather),
      floodZone: part(flood),
      nearby: part(nearby),
    }, localSource('svc location dossier (each section cites its operation)', `${PROJECT_URL}/tree/main/packages/plugin-geo#readme`, 'per section: see each operation\'s source'))
  },
})
