import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { usgsWaterData } from '../upstreams/usgs-water-data.ts'

/** The parameters a gauge reading names, by USGS parameter code, with the names NWIS gives them. */
const PARAMETERS = {
  '00060': { name: 'discharge', parameter: 'Streamflow, ft³/s' },
  '00065': { name: 'gageHeight', parameter: 'Gage height, ft' },
  '00010': { name: 'waterTemperature', parameter: 'Temperature, water, °C' },
} as const
type Code = keyof typeof PARAMETERS
const CODES = Object.keys(PARAMETERS).join(',')

// One observation of the continuous or latest-continuous collection (GeoJSON Feature; values are strings, to keep precision).
const observation = v.object({
  properties: v.object({
    monitoring_location_id: v.string(),
    parameter_code: v.string(),
    time: v.string(),
    value: v.nullable(v.string()),
    unit_of_measure: v.nullable(v.string()),
    approval_status: v.nullable(v.string()),
    qualifier: v.nullish(v.union([v.string(), v.array(v.string())])),
  }),
})
const observations = v.object({ type: v.literal('FeatureCollection'), features: v.array(observation) })
const location = v.object({
  id: v.string(),
  geometry: v.nullable(v.object({ coordinates: v.tuple([v.number(), v.number()]) })),
  properties: v.object({ monitoring_location_name: v.string(), site_type_code: v.nullable(v.string()) }),
})
type Observation = v.InferOutput<typeof observation>['properties']

// NWIS's qualifier codes for the approval status, so a reading reads as it did from Water Services ("P": provisional).
const APPROVAL: Record<string, string> = { Provisional: 'P', Approved: 'A' }
const reading = (item: Observation) => ({
  value: item.value === null || item.value === '' ? null : Number(item.value),
  dateTime: item.time,
  qualifiers: [...(item.approval_status ? [APPROVAL[item.approval_status] ?? item.approval_status] : []), ...(item.qualifier == null ? [] : [item.qualifier].flat())],
})

export default defineOperation({
  name: 'gauge',
  method: 'GET',
  description: 'One USGS stream gauge now: discharge (streamflow), gage height (river stage) and water temperature with their time and qualifiers (provisional, ice), and optionally the readings of a recent period, from the USGS Water Data APIs (NWIS data).',
  input: v.object({
    site: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,15}$/, 'must be a USGS site number of 8-15 digits, e.g. 01646500'), v.description('USGS site number')),
    period: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^P(T([1-9]|1\d|2[0-3])H|[1-7]D)$/, 'must be an ISO 8601 duration from PT1H to P7D, e.g. PT6H'), v.description('Also answer the readings of this recent period'))),
  }),
  upstreams: [usgsWaterData],
  keywords: ['river level', 'how high is the river', 'stream gauge', 'river flow cfs', 'gage height now', 'is the river flooding'],
  async handler({ input, upstream }) {
    const client = upstream(usgsWaterData)
    const id = `USGS-${input.site}`
    const series = { monitoring_location_id: id, parameter_code: CODES, f: 'json', skipGeometry: 'true' }
    const [site, latest, period] = await Promise.all([
      client.json(`/collections/monitoring-locations/items/${id}`, { query: { f: 'json' }, schema: location, acceptStatus: [404], cacheTtlMs: 24 * 3600_000 }),
      client.json('/collections/latest-continuous/items', { query: { ...series, limit: 100 }, schema: observations, cacheTtlMs: 10 * 60_000 }),
      input.period ? client.json('/collections/continuous/items', { query: { ...series, time: input.period, limit: 10_000 }, schema: observations, cacheTtlMs: 10 * 60_000 }) : undefined,
    ])
    const found = latest.data.features.filter((feature) => feature.properties.parameter_code in PARAMETERS)
    if (site.status === 404 || found.length === 0) throw createError('NOT_FOUND', `site: USGS has no active gauge ${input.site} reporting discharge, gage height or water temperature`)
    const measures = Object.fromEntries(Object.values(PARAMETERS).map(({ name }) => [name, null])) as Record<string, unknown>
    for (const { properties: item } of found) {
      const { name, parameter } = PARAMETERS[item.parameter_code as Code]
      const readings = period?.data.features.map((feature) => feature.properties).filter((other) => other.parameter_code === item.parameter_code).sort((a, b) => a.time.localeCompare(b.time)).map(reading)
      measures[name] = { parameter, unit: item.unit_of_measure, latest: reading(item), ...(input.period ? { readings: readings ?? [] } : {}) }
    }
    const [lon, lat] = site.data.geometry?.coordinates ?? [null, null]
    return lookupAnswer({
      site: input.site,
      siteName: site.data.properties.monitoring_location_name,
      lat,
      lon,
      siteType: site.data.properties.site_type_code,
      ...measures,
      url: `https://waterdata.usgs.gov/monitoring-location/${input.site}/`,
    }, sourceOf(usgsWaterData, latest.url))
  },
})
