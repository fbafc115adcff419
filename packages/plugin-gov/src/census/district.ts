import { optionalCoordinates, optionalText } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import { type CensusPlace, censusGeocode } from '@svc/providers/census-geocoder'
import { num } from '../shared/input.ts'
import { STATES } from '../shared/states.ts'

const STATE_BY_FIPS = new Map(Object.entries(STATES).map(([code, state]) => [state.fips, code]))

/**
 * The congressional district of an address or point, from the Census geocoder's geographies (current benchmark
 * and vintage, `@svc/providers/census-geocoder`). The district layer is named after the Congress ("119th Congressional
 * Districts") with its number in `CD119`; district 0 is at large ("ZZ" for none).
 */
export async function locateDistrict(client: UpstreamClient, place: CensusPlace) {
  const response = await censusGeocode(client, 'geographies', place)
  const match = response.matches[0]
  const found = match ? match.geographies : response.layers
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
  address: optionalText(5, 200, 'U.S. street address, one line'),
  ...optionalCoordinates(),
}
