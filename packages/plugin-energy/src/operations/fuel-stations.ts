import { defineOperation, forbidTogether, invalidField, listAnswer, requireOne, sourceOf, optionalCoordinates, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { nrel } from '../upstreams/nrel.ts'

/** The Alternative Fuels Data Center's fuel codes. */
const FUELS = { electric: 'ELEC', biodiesel: 'BD', cng: 'CNG', e85: 'E85', hydrogen: 'HY', lng: 'LNG', propane: 'LPG', 'renewable-diesel': 'RD' } as const
const FUEL_NAMES = Object.fromEntries(Object.entries(FUELS).map(([name, code]) => [code, name])) as Record<string, string>
const STATUS = { open: 'E', planned: 'P', 'temporarily-unavailable': 'T' } as const
const STATUS_NAMES: Record<string, string> = { E: 'open', P: 'planned', T: 'temporarily-unavailable' }

const text = v.optional(v.nullable(v.string()), null)
const count = v.optional(v.nullable(v.number()), null)
const station = v.object({
  id: v.number(),
  station_name: v.string(),
  fuel_type_code: v.string(),
  status_code: text,
  access_code: text,
  access_days_time: text,
  street_address: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  latitude: v.number(),
  longitude: v.number(),
  distance: count,
  station_phone: text,
  facility_type: text,
  ev_network: text,
  ev_level1_evse_num: count,
  ev_level2_evse_num: count,
  ev_dc_fast_num: count,
  ev_connector_types: v.optional(v.nullable(v.array(v.string())), null),
  ev_pricing: text,
  date_last_confirmed: text,
})
const nearestAnswer = v.object({ total_results: v.number(), fuel_stations: v.array(station) })

export default defineOperation({
  name: 'fuel-stations',
  method: 'GET',
  description: 'Alternative fuel stations near a U.S. or Canadian place: EV chargers (level 2, DC fast, connectors, network, pricing), hydrogen, CNG, LNG, propane, E85, biodiesel, nearest first, from the U.S. DOE Alternative Fuels Data Center (NREL).',
  input: v.object({
    ...optionalCoordinates({ lat: 'Latitude (with lon)', lon: 'Longitude (with lat)' }),
    location: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(200), v.description('Address, city and state, or ZIP code, instead of lat/lon'))),
    radius: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(100), v.description('Miles around the place (default 5)')), 5),
    fuel: v.optional(v.pipe(v.picklist(Object.keys(FUELS) as Array<keyof typeof FUELS>), v.description('Fuel (default electric)')), 'electric'),
    evLevel: v.optional(v.pipe(v.picklist(['1', '2', 'dc_fast']), v.description('With fuel=electric: charging level'))),
    status: v.optional(v.pipe(v.picklist(Object.keys(STATUS) as Array<keyof typeof STATUS>), v.description('open (default), planned or temporarily-unavailable')), 'open'),
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
    const response = await upstream(nrel).json('/api/alt-fuel-stations/v1/nearest.json', { query, schema: nearestAnswer, cacheTtlMs: 3600_000 })
    const items = response.data.fuel_stations.map((entry) => ({
      id: entry.id,
      name: entry.station_name,
      fuel: FUEL_NAMES[entry.fuel_type_code] ?? entry.fuel_type_code,
      status: entry.status_code ? (STATUS_NAMES[entry.status_code] ?? entry.status_code) : null,
      access: entry.access_code,
      hours: entry.access_days_time,
      address: entry.street_address,
      city: entry.city,
      state: entry.state,
      zip: entry.zip,
      country: entry.country,
      lat: entry.latitude,
      lon: entry.longitude,
      distanceMiles: entry.distance === null ? null : Math.round(entry.distance * 100) / 100,
      phone: entry.station_phone,
      facilityType: entry.facility_type,
      evNetwork: entry.ev_network,
      evLevel1Ports: entry.ev_level1_evse_num,
      evLevel2Ports: entry.ev_level2_evse_num,
      evDcFastPorts: entry.ev_dc_fast_num,
      evConnectors: entry.ev_connector_types,
      evPricing: entry.ev_pricing,
      lastConfirmed: entry.date_last_confirmed,
    }))
    return listAnswer(items, sourceOf(nrel, response.url), { total: response.data.total_results })
  },
})
