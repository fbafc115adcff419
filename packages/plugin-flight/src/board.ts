import { booleanOrNull, textOrNull } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { aircraft, airline, airportOf, codeType, delayMinutes, movement, timesOf } from './adb.ts'

const row = v.object({ movement, number: v.string(), callSign: textOrNull, status: textOrNull, codeshareStatus: textOrNull, isCargo: booleanOrNull, airline, aircraft })
/** GET /flights/airports/{codeType}/{code}/{fromLocal}/{toLocal}: `{departures: [...], arrivals: [...]}`; 204 when none. */
const answer = v.nullable(v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((data) => 'departures' in data || 'arrivals' in data, 'departures: missing'),
  v.object({ departures: v.nullish(v.array(row), []), arrivals: v.nullish(v.array(row), []) }),
))
export type BoardRow = v.InferOutput<typeof row>

/**
 * A whole local day of an airport's board: AeroDataBox answers at most 12 hours per call, so two calls
 * (00:00-11:59, 12:00-23:59). Codeshare duplicates are left out unless asked for.
 */
export async function dayBoard(client: UpstreamClient, code: string, date: string, direction: 'Departure' | 'Arrival' | 'Both', codeshares: boolean) {
  const windows = [[`${date}T00:00`, `${date}T11:59`], [`${date}T12:00`, `${date}T23:59`]] as const
  const query = { direction, withLeg: false, withCancelled: true, withCodeshared: codeshares, withCargo: false, withPrivate: false, withLocation: false }
  const answers = await Promise.all(windows.map(([from, to]) => client.json(`/flights/airports/${codeType(code)}/${code}/${from}/${to}`, { query, schema: answer })))
  return {
    departures: answers.flatMap((response) => response.data?.departures ?? []),
    arrivals: answers.flatMap((response) => response.data?.arrivals ?? []),
    url: answers[0]!.url,
  }
}

/** One board row: the other airport of the movement, its times, status, airline and aircraft. */
export const boardItem = (row: BoardRow, direction: 'departure' | 'arrival') => ({
  flight: row.number.replace(/\s+/g, ''),
  direction,
  status: row.status,
  codeshare: row.codeshareStatus,
  airline: row.airline ? { name: row.airline.name, iata: row.airline.iata, icao: row.airline.icao } : null,
  [direction === 'departure' ? 'destination' : 'origin']: airportOf(row.movement.airport),
  ...timesOf(row.movement),
  delayMinutes: delayMinutes(row.movement),
  aircraft: row.aircraft ? { registration: row.aircraft.reg, model: row.aircraft.model } : null,
})
