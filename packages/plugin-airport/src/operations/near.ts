import { coordinates, defineOperation, rowLimit, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { type Airport, airportData, SOURCE } from '../airports.ts'
import { bearingDeg, distanceKm, latitudeSpan, longitudeGap, longitudeSpan } from '../geo.ts'

const TYPES = ['large_airport', 'medium_airport', 'small_airport', 'heliport', 'seaplane_base', 'balloonport', 'closed'] as const
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places

export default defineOperation({
  name: 'near',
  method: 'GET',
  description: 'Airports nearest a point by great-circle distance, within a radius, filtered by type, country and scheduled (commercial) service, with distance and bearing.',
  input: v.object({
    ...coordinates(),
    radius_km: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(2000)), 200),
    limit: rowLimit(100, 20),
    type: v.optional(v.picklist(TYPES)),
    country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be 2 upper-case letters (ISO 3166-1 alpha-2)'))),
    scheduled_service: v.optional(v.boolean()),
  }),
  response: 'legacy',
  sources: sourcesInWords('none (shipped OurAirports table, held whole in memory)'),
  keywords: ['nearest airport', 'airports near me', 'closest airport', 'airports within radius', 'nearby airfield', 'heliport near'],
  handler: ({ input }) => {
    const span = latitudeSpan(input.radius_km)
    const lonSpan = longitudeSpan(input.radius_km, input.lat)
    // The nearest `limit` kept in order as they are found: no sort of every match.
    const nearest: Array<{ airport: Airport; distance: number }> = []
    let total = 0
    for (const airport of airportData().all) {
      if (Math.abs(airport.latitude - input.lat) > span || longitudeGap(airport.longitude, input.lon) > lonSpan) continue
      if (input.type && airport.type !== input.type) continue
      if (input.country && airport.isoCountry !== input.country) continue
      if (input.scheduled_service && !airport.scheduledService) continue
      const distance = distanceKm(input.lat, input.lon, airport.latitude, airport.longitude)
      if (distance > input.radius_km) continue
      total++
      if (nearest.length === input.limit && distance >= nearest[nearest.length - 1]!.distance) continue
      let at = nearest.length
      while (at > 0 && nearest[at - 1]!.distance > distance) at--
      nearest.splice(at, 0, { airport, distance })
      if (nearest.length > input.limit) nearest.pop()
    }
    const airports = nearest.map(({ airport: a, distance }) => ({
      id: a.id, ident: a.ident, name: a.name, iataCode: a.iataCode, icaoCode: a.icaoCode, type: a.type, latitude: a.latitude, longitude: a.longitude,
      distanceKm: round(distance, 2), bearingDeg: round(bearingDeg(input.lat, input.lon, a.latitude, a.longitude), 1),
      elevationFt: a.elevationFt, municipality: a.municipality, isoCountry: a.isoCountry, isoRegion: a.isoRegion, scheduledService: a.scheduledService,
    }))
    return { query: input, count: airports.length, totalWithinRadius: total, airports, source: SOURCE }
  },
})
