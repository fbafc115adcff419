import { textOrNull } from '@svc/core'
import * as v from 'valibot'

/** `ids`: comma-separated ICAO station ids (3-120 characters), upper-cased and deduplicated. */
export const stationIds = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3),
  v.maxLength(120),
  v.transform((text) => [...new Set(text.toUpperCase().split(',').map((id) => id.trim()).filter(Boolean))]),
  v.check((ids) => ids.length > 0 && ids.every((id) => /^[A-Z0-9]{3,4}$/.test(id)), 'must be comma-separated ICAO station ids such as KJFK,EGLL'),
  v.description('Comma-separated ICAO station ids, e.g. KJFK,EGLL'),
)

const text = textOrNull
/** A number, or a number written as a string (some clients have seen "45000"); anything else reads as unknown. */
const num = v.nullish(
  v.pipe(v.union([v.number(), v.string()]), v.transform((x) => (typeof x === 'number' ? x : x.trim() !== '' && Number.isFinite(Number(x)) ? Number(x) : null))),
  null,
)

/** A cloud layer as the Data API writes it: cover code and base in feet above ground. */
export const cloudLayer = v.object({ cover: v.string(), base: num })
/** A polygon vertex (`coords[]`); vertices without both numbers are dropped by `vertices`. */
export const awcCoord = v.object({ lat: num, lon: num })
export const vertices = (coords: ReadonlyArray<{ lat: number | null; lon: number | null }>) =>
  coords.flatMap((c) => (c.lat === null || c.lon === null ? [] : [{ lat: c.lat, lon: c.lon }]))
export const awcText = text
export const awcNumber = num
/** Wind direction: degrees, or "VRB" for variable. */
export const awcDirection = v.nullish(v.union([v.number(), v.string()]), null)
/** Visibility in statute miles: a number, or a string such as "10+", "6+" or "1/2". */
export const awcVisibility = v.nullish(v.union([v.number(), v.string()]), null)
/** Times: epoch seconds in the current API, ISO strings in some members. */
export const awcTime = v.nullish(v.union([v.number(), v.string()]), null)

export function isoTime(value: number | string | null): string | null {
  if (value === null || value === '') return null
  let date: Date
  if (typeof value === 'number') date = new Date(value * 1000)
  else {
    // Older members write "2023-10-27 15:30:00" (UTC, no zone).
    const iso = value.replace(' ', 'T')
    date = new Date(/(Z|[+-]\d\d:?\d\d)$/.test(iso) ? iso : `${iso}Z`)
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function clouds(layers: ReadonlyArray<{ cover: string; base: number | null }>) {
  return layers.map((layer) => ({ cover: layer.cover, baseFtAgl: layer.base }))
}

export function wind(direction: number | string | null, speed: number | null, gust: number | null) {
  if (direction === null && speed === null) return null
  const variable = typeof direction === 'string' && direction.toUpperCase() === 'VRB'
  const degrees = typeof direction === 'number' ? direction : variable ? null : Number.isFinite(Number(direction)) ? Number(direction) : null
  return { directionDeg: degrees, variable, speedKt: speed, gustKt: gust }
}

/** Statute miles from the API's value: "10+" is 10 or more, "1 1/2" and "M1/4" (less than) are read too. */
export function visibility(value: number | string | null): { statuteMiles: number | null; orMore: boolean; lessThan: boolean } | null {
  if (value === null) return null
  if (typeof value === 'number') return { statuteMiles: value, orMore: false, lessThan: false }
  const raw = value.trim()
  const orMore = raw.endsWith('+') || raw.startsWith('P')
  const lessThan = raw.startsWith('M')
  const body = raw.replace(/^[PM]/, '').replace(/\+$/, '').replace(/SM$/, '').trim()
  let miles = 0
  for (const part of body.split(/\s+/)) {
    const fraction = /^(\d+)\/(\d+)$/.exec(part)
    if (fraction) miles += Number(fraction[1]) / Number(fraction[2])
    else if (/^\d+(\.\d+)?$/.test(part)) miles += Number(part)
    else return { statuteMiles: null, orMore, lessThan }
  }
  return { statuteMiles: miles, orMore, lessThan }
}

const CEILING_COVERS = new Set(['BKN', 'OVC', 'OVX'])

/** Lowest broken or overcast layer, or the vertical visibility into an obscuration (feet). */
export function ceilingFt(layers: ReadonlyArray<{ cover: string; base: number | null }>, verticalVisibility: number | null): number | null {
  const bases = layers.filter((layer) => CEILING_COVERS.has(layer.cover) && layer.base !== null).map((layer) => layer.base!)
  if (verticalVisibility !== null) bases.push(verticalVisibility)
  return bases.length > 0 ? Math.min(...bases) : null
}

/** FAA flight category from ceiling (ft) and visibility (SM): LIFR < 500 / < 1, IFR < 1000 / < 3, MVFR <= 3000 / <= 5. */
export function flightCategory(ceiling: number | null, miles: number | null): 'VFR' | 'MVFR' | 'IFR' | 'LIFR' | null {
  if (ceiling === null && miles === null) return null
  const c = ceiling ?? Number.POSITIVE_INFINITY
  const m = miles ?? Number.POSITIVE_INFINITY
  if (c < 500 || m < 1) return 'LIFR'
  if (c < 1000 || m < 3) return 'IFR'
  if (c <= 3000 || m <= 5) return 'MVFR'
  return 'VFR'
}

/** Pressure in hectopascals to inches of mercury, two decimals. */
export const hpaToInHg = (hpa: number | null) => (hpa === null ? null : Math.round((hpa / 33.8639) * 100) / 100)

/**
 * The newest row of each station (by `time`, an ISO string), stations in the order they
 * were asked for; stations the API answered under another id (3-letter ids) come last.
 */
export function newestPerStation<T extends { icaoId: string }>(rows: readonly T[], ids: readonly string[], time: (row: T) => string | null): T[] {
  const newest = new Map<string, T>()
  for (const row of rows) {
    const seen = newest.get(row.icaoId)
    if (!seen || (time(row) ?? '') > (time(seen) ?? '')) newest.set(row.icaoId, row)
  }
  const rank = (id: string) => (ids.includes(id) ? ids.indexOf(id) : ids.length)
  return [...newest.values()].sort((a, b) => rank(a.icaoId) - rank(b.icaoId))
}

/** The ids asked for that no row answered. */
export const missingStations = (ids: readonly string[], answered: ReadonlyArray<{ station: string }>) => {
  const seen = new Set(answered.map((item) => item.station))
  return ids.filter((id) => !seen.has(id))
}
