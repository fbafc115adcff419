import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** Open-Meteo's unit parameters for the caller's `units`. */
export function unitQuery(units: 'metric' | 'imperial') {
  return units === 'imperial' ? { temperature_unit: 'fahrenheit', wind_speed_unit: 'mph', precipitation_unit: 'inch' } : {}
}

const cell = v.nullable(v.union([v.number(), v.string()]))

/** The members of an Open-Meteo answer read everywhere: the grid point it answered for. */
export const located = {
  latitude: v.number(),
  longitude: v.number(),
  timezone: v.optional(v.string(), 'GMT'),
  elevation: v.optional(v.number()),
}

/** A `current` block and its units. */
export const currentBlock = { current: v.record(v.string(), cell), current_units: v.optional(v.record(v.string(), v.string()), {}) }

/** A `daily` block: one array per variable, aligned on `time`. */
export const dailyBlock = { daily: v.looseObject({ time: v.array(v.string()) }), daily_units: v.optional(v.record(v.string(), v.string()), {}) }

export interface OpenMeteoDaily { time: string[]; [variable: string]: unknown }

/** Turns Open-Meteo's columns (`{ time: [...], var: [...] }`) into one row per day, renaming variables. */
export function dailyRows(daily: OpenMeteoDaily, names: Record<string, string>): Array<Record<string, number | string | null>> {
  return daily.time.map((time, index) => {
    const row: Record<string, number | string | null> = { date: time }
    for (const [variable, name] of Object.entries(names)) {
      const column = daily[variable]
      row[name] = Array.isArray(column) ? ((column[index] as number | string | null | undefined) ?? null) : null
    }
    return row
  })
}

/** Picks and renames members of a `current` block; missing ones are null. */
export function pick(block: Record<string, unknown>, names: Record<string, string>): Record<string, number | string | null> {
  return Object.fromEntries(Object.entries(names).map(([variable, name]) => [name, (block[variable] as number | string | null | undefined) ?? null]))
}

/** Units keyed by our names (`temperature: '°C'`), from the provider's `*_units`. */
export function renameUnits(units: Record<string, string>, names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter(([variable]) => units[variable]).map(([variable, name]) => [name, units[variable]!]))
}

/** The place Open-Meteo answered for (the model grid cell nearest the asked point). */
export function placeOf(data: { latitude: number; longitude: number; timezone: string; elevation?: number }) {
  return { lat: data.latitude, lon: data.longitude, timezone: data.timezone, elevationM: data.elevation ?? null }
}

/**
 * The `current` variables of `names` at a point (Open-Meteo GET `path`, in the point's own time zone): their time, their
 * values and units under our names, the grid point answered for, and the URL asked.
 */
export async function currentAt(client: UpstreamClient, path: string, point: { lat: number; lon: number }, names: Record<string, string>, options: { query?: Record<string, string | undefined> } = {}) {
  const response = await client.json(path, {
    query: { latitude: point.lat, longitude: point.lon, current: Object.keys(names).join(','), timezone: 'auto', ...options.query },
    schema: v.object({ ...located, ...currentBlock }),
  })
  const { current, current_units: currentUnits } = response.data
  return { time: current.time ?? null, values: pick(current, names), units: renameUnits(currentUnits, names), place: placeOf(response.data), url: response.url }
}

// WMO weather interpretation codes (WW) as Open-Meteo documents them.
const WMO: Record<number, string> = {
  0: 'Clear sky', 1: 'Mainly clear', 2: 'Partly cloudy', 3: 'Overcast', 45: 'Fog', 48: 'Depositing rime fog',
  51: 'Light drizzle', 53: 'Moderate drizzle', 55: 'Dense drizzle', 56: 'Light freezing drizzle', 57: 'Dense freezing drizzle',
  61: 'Slight rain', 63: 'Moderate rain', 65: 'Heavy rain', 66: 'Light freezing rain', 67: 'Heavy freezing rain',
  71: 'Slight snow fall', 73: 'Moderate snow fall', 75: 'Heavy snow fall', 77: 'Snow grains',
  80: 'Slight rain showers', 81: 'Moderate rain showers', 82: 'Violent rain showers', 85: 'Slight snow showers', 86: 'Heavy snow showers',
  95: 'Thunderstorm', 96: 'Thunderstorm with slight hail', 99: 'Thunderstorm with heavy hail',
}

/** The words for a WMO weather code, or null. */
export function conditionsOf(code: unknown): string | null {
  return typeof code === 'number' ? (WMO[code] ?? null) : null
}
