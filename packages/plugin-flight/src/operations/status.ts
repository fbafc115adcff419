import { booleanOrNull, createError, defineOperation, listAnswer, numberOrNull, optionalDate, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { aircraft, airline, airportOf, delayMinutes, flightNumber, iso, movement, timesOf } from '../adb.ts'
import { aeroDataBox } from '../upstreams/aerodatabox.ts'

/** GET /flights/number/{number}[/{dateLocal}]: a list of flights (one per leg); 204 (no body) when none. */
const answer = v.nullable(v.array(v.object({
  number: v.string(), callSign: textOrNull, status: textOrNull, codeshareStatus: textOrNull, isCargo: booleanOrNull,
  departure: movement, arrival: movement, airline, aircraft, lastUpdatedUtc: textOrNull,
  greatCircleDistance: v.nullish(v.object({ km: numberOrNull }), null),
})))

export default defineOperation({
  name: 'status',
  cacheTtl: '2min',
  sources: sourcesInWords('AeroDataBox `GET /flights/number/{number}` (nearest) or `/flights/number/{number}/{dateLocal}`'),
  method: 'GET',
  description: 'Live flight status by flight number (AeroDataBox): status, departure and arrival airports with scheduled, revised and runway times, delay, terminal, gate, baggage belt, airline and aircraft; one item per leg.',
  input: v.object({ flight: flightNumber, date: optionalDate('Local departure date (YYYY-MM-DD); default the nearest flight') }),
  upstreams: [aeroDataBox],
  keywords: ['is my flight delayed', 'flight status', 'flight gate', 'has the flight landed', 'track a flight'],
  example: { params: { flight: 'UA100' } },
  async handler({ input, upstream }) {
    const path = input.date ? `/flights/number/${input.flight}/${input.date}` : `/flights/number/${input.flight}`
    const response = await upstream(aeroDataBox).json(path, { query: { withAircraftImage: false, withLocation: false }, schema: answer, acceptStatus: [404] })
    const rows = response.status === 404 ? [] : response.data ?? []
    if (rows.length === 0) throw createError('NOT_FOUND', `no flight ${input.flight}${input.date ? ` on ${input.date}` : ' near today'} at AeroDataBox`)
    const items = rows.map((row) => ({
      flight: row.number.replace(/\s+/g, ''),
      callSign: row.callSign,
      status: row.status,
      codeshare: row.codeshareStatus,
      cargo: row.isCargo,
      airline: row.airline ? { name: row.airline.name, iata: row.airline.iata, icao: row.airline.icao } : null,
      departure: { airport: airportOf(row.departure.airport), ...timesOf(row.departure), checkInDesk: row.departure.checkInDesk, delayMinutes: delayMinutes(row.departure) },
      arrival: { airport: airportOf(row.arrival.airport), ...timesOf(row.arrival), baggageBelt: row.arrival.baggageBelt, delayMinutes: delayMinutes(row.arrival) },
      aircraft: row.aircraft ? { registration: row.aircraft.reg, model: row.aircraft.model } : null,
      distanceKm: row.greatCircleDistance?.km ?? null,
      updatedAt: iso(row.lastUpdatedUtc),
    }))
    return listAnswer(items, sourceOf(aeroDataBox, response.url))
  },
})
