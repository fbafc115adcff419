import { defineOperation, forbidTogether, invalidField, keyOf, listAnswer, optionalCoordinates, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { nrel } from '../upstreams/nrel.ts'
import { FUELS, nearestAnswer, STATUS, stationItem } from '../fuel-stations.ts'

export default defineOperation({
  name: 'fuel-stations',
  cacheTtl: '1h',
  sources: sourcesInWords('NREL `GET /api/alt-fuel-stations/v1/nearest.json`'),
  method: 'GET',
  description: 'Alternative fuel stations near a U.S. or Canadian place: EV chargers (level 2, DC fast, connectors, network, pricing), hydrogen, CNG, LNG, propane, E85, biodiesel, nearest first, from the U.S. DOE Alternative Fuels Data Center (NREL).',
  input: v.object({
    ...optionalCoordinates({ lat: 'Latitude (with lon)', lon: 'Longitude (with lat)' }),
    location: optionalText(3, 200, 'Address, city and state, or ZIP code, instead of lat/lon'),
    radius: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(100), v.description('Miles around the place (default 5)')), 5),
    fuel: v.optional(v.pipe(keyOf(FUELS), v.description('Fuel (default electric)')), 'electric'),
    evLevel: v.optional(v.pipe(v.picklist(['1', '2', 'dc_fast']), v.description('With fuel=electric: charging level'))),
    status: v.optional(v.pipe(keyOf(STATUS), v.description('open (default), planned or temporarily-unavailable')), 'open'),
    access: v.optional(v.pipe(v.picklist(['public', 'private', 'all']), v.description('Access (default public)')), 'public'),
    limit: rowLimit(50, 10, 'Stations, nearest first (default 10)'),
  }),
  upstreams: [nrel],
  keywords: ['ev charger near me', 'charging station nearby', 'dc fast charger', 'hydrogen station', 'tesla supercharger', 'cng station'],
  check(input) {
    if (input.lat !== undefined || input.lon !== undefined) {
      forbidTogether(input, 'lat', 'location')
      requireOne(input, ['lat'])
      requireOne(input, ['lon'])
    } else {
      requireOne(input, ['location', 'lat'])
    }
    if (input.evLevel && input.fuel !== 'electric') throw invalidField('evLevel', 'only with fuel=electric')
  },
  async handler({ input, upstream }) {
    const query: Record<string, string | number> = {
      radius: input.radius, fuel_type: FUELS[input.fuel], status: STATUS[input.status], access: input.access, limit: input.limit,
    }
    if (input.location) query.location = input.location
    else Object.assign(query, { latitude: input.lat!, longitude: input.lon! })
    if (input.evLevel) query.ev_charging_level = input.evLevel
    const response = await upstream(nrel).json('/api/alt-fuel-stations/v1/nearest.json', { query, schema: nearestAnswer })
    return listAnswer(response.data.fuel_stations.map(stationItem), sourceOf(nrel, response.url), { total: response.data.total_results })
  },
})
