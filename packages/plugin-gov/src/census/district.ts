import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { num } from '../shared/input.ts'
import { STATES } from '../shared/states.ts'

const layer = v.array(v.record(v.string(), v.unknown()))
const geographies = v.record(v.string(), layer)
const answer = v.object({
  result: v.object({
    addressMatches: v.optional(v.array(v.object({ matchedAddress: v.string(), coordinates: v.object({ x: v.number(), y: v.number() }), geographies }))),
    geographies: v.optional(geographies),
  }),
})
const STATE_BY_FIPS = new Map(Object.entries(STATES).map(([code, state]) => [state.fips, code]))

export type Place = { address: string } | { lat: number; lon: number }

/**
 * The congressional district of an address or point: `geographies/onelineaddress` or `geographies/coordinates`
 * of the current benchmark and vintage. The district layer is named after the Congress ("119th Congressional
 * Districts") with its number in `CD119`; district 0 is at large ("ZZ" for none).
 */
export async function locateDistrict(client: UpstreamClient, place: Place, signal: AbortSignal) {
  const common = { benchmark: 'Public_AR_Current', vintage: 'Current_Current', format: 'json' }
  const response = 'address' in place
    ? await client.json('/geocoder/geographies/onelineaddress', { query: { address: place.address, ...common }, schema: answer, cacheTtlMs: 7 * 24 * 3600_000, signal })
    : await client.json('/geocoder/geographies/coordinates', { query: { x: place.lon, y: place.lat, ...common }, schema: answer, cacheTtlMs: 7 * 24 * 3600_000, signal })
  const match = response.data.result.addressMatches?.[0]
  const found = match ? match.geographies : response.data.result.geographies
  const [layerName, districts] = Object.entries(found ?? {}).find(([name]) => /Congressional Districts/.test(name)) ?? []
  const district = districts?.[0]
  if (!district) return { place: null, url: response.url }
  const congress = num(/^(\d+)/.exec(layerName!)?.[1])
  const stateFips = String(district.STATE ?? '')
  const code = String(district[`CD${congress}`] ?? district.BASENAME ?? '')
  return {
    url: response.url,
    place: {
      matchedAddress: match?.matchedAddress ?? null,
      latitude: match ? match.coordinates.y : 'lat' in place ? place.lat : null,
      longitude: match ? match.coordinates.x : 'lon' in place ? place.lon : null,
      state: STATE_BY_FIPS.get(stateFips) ?? null,
      stateFips,
      congress,
      // 00 is a state's single seat, 98 a delegate's: both are district 0 of the state.
      district: code === '98' ? 0 : /^\d+$/.test(code) ? Number(code) : null,
      atLarge: code === '00' || code === '98',
      districtName: typeof district.NAME === 'string' ? district.NAME : null,
      geoid: typeof district.GEOID === 'string' ? district.GEOID : null,
    },
  }
}

/** `address` or both `lat` and `lon`. */
export const placeParams = {
  address: v.optional(v.pipe(v.string(), v.trim(), v.minLength(5), v.maxLength(200), v.description('U.S. street address, one line'))),
  lat: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.description('Latitude'))),
  lon: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180), v.description('Longitude'))),
}
