import * as v from 'valibot'

/** The Alternative Fuels Data Center's fuel codes. */
export const FUELS = { electric: 'ELEC', biodiesel: 'BD', cng: 'CNG', e85: 'E85', hydrogen: 'HY', lng: 'LNG', propane: 'LPG', 'renewable-diesel': 'RD' } as const
const FUEL_NAMES = Object.fromEntries(Object.entries(FUELS).map(([name, code]) => [code, name])) as Record<string, string>
export const STATUS = { open: 'E', planned: 'P', 'temporarily-unavailable': 'T' } as const
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
/** The nearest-stations answer, the members read. */
export const nearestAnswer = v.object({ total_results: v.number(), fuel_stations: v.array(station) })

/** One station as fuel-stations answers it. */
export const stationItem = (entry: v.InferOutput<typeof nearestAnswer>['fuel_stations'][number]) => ({
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
})
