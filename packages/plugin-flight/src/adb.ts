import { textOrNull } from '@svc/core'
import * as v from 'valibot'

/** `{utc: "2025-01-10 05:00Z", local: "2025-01-10 07:00+02:00"}` */
const time = v.nullish(v.object({ utc: textOrNull, local: textOrNull }), null)
export const airport = v.nullish(v.object({ icao: textOrNull, iata: textOrNull, name: textOrNull, shortName: textOrNull, municipalityName: textOrNull, countryCode: textOrNull, timeZone: textOrNull }), null)
/** One end of a flight (`departure`, `arrival`) or a board row's `movement`. */
export const movement = v.object({
  airport, scheduledTime: time, revisedTime: time, predictedTime: time, runwayTime: time,
  terminal: textOrNull, gate: textOrNull, checkInDesk: textOrNull, baggageBelt: textOrNull, quality: v.nullish(v.array(v.string()), []),
})
export const airline = v.nullish(v.object({ name: textOrNull, iata: textOrNull, icao: textOrNull }), null)
export const aircraft = v.nullish(v.object({ reg: textOrNull, modeS: textOrNull, model: textOrNull }), null)

/** `2025-01-10 05:00Z` -> `2025-01-10T05:00Z`; `2025-01-10 07:00+02:00` -> ISO 8601 too. */
export const iso = (value: string | null | undefined) => (value ? value.replace(' ', 'T') : null)

export const airportOf = (row: v.InferOutput<typeof airport>) =>
  row ? { iata: row.iata, icao: row.icao, name: row.name, city: row.municipalityName, country: row.countryCode } : null

export const timesOf = (row: v.InferOutput<typeof movement>) => ({
  scheduled: iso(row.scheduledTime?.utc),
  scheduledLocal: iso(row.scheduledTime?.local),
  revised: iso(row.revisedTime?.utc),
  predicted: iso(row.predictedTime?.utc),
  runway: iso(row.runwayTime?.utc),
  terminal: row.terminal,
  gate: row.gate,
})

/** Minutes between the scheduled and the revised (or runway) time, when both are given. */
export function delayMinutes(row: v.InferOutput<typeof movement>): number | null {
  const scheduled = Date.parse(iso(row.scheduledTime?.utc) ?? '')
  const actual = Date.parse(iso(row.revisedTime?.utc ?? row.runwayTime?.utc) ?? '')
  return Number.isFinite(scheduled) && Number.isFinite(actual) ? Math.round((actual - scheduled) / 60_000) : null
}

/** A flight number as written (UA100, BA 2490, U2 1234): airline code (2-3) + 1-4 digits + optional suffix. */
export const flightNumber = v.pipe(
  v.string(), v.trim(), v.toUpperCase(), v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^[A-Z0-9]{2,3}\d{1,4}[A-Z]?$/, 'must be a flight number such as UA100'),
  v.description('Flight number (IATA airline code + number), e.g. UA100'),
)
/** An airport's IATA (3 letters) or ICAO (4 letters) code. */
export const airportCode = (description: string) => v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-Z]{3}|[A-Z]{4})$/, 'must be an IATA (3 letters) or ICAO (4 letters) airport code'), v.description(description))
export const codeType = (code: string) => (code.length === 3 ? 'iata' : 'icao')
