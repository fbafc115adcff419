import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { usgsWaterData } from './upstream.ts'

/** What the readers below read, for the `sources` of the operations that call them: readings are kept 10 min, a site and its series a day. */
export const usgsWaterSources = {
  latest: { upstream: usgsWaterData, path: '/collections/latest-continuous/items', cacheTtl: '10min' },
  period: { upstream: usgsWaterData, path: '/collections/continuous/items', about: 'USGS Water Data `GET /collections/continuous/items?time=<period>` (with `period`)', cacheTtl: '10min' },
  site: { upstream: usgsWaterData, path: '/collections/monitoring-locations/items/{id}', cacheTtl: '1d' },
  series: { upstream: usgsWaterData, path: '/collections/combined-metadata/items', cacheTtl: '1d' },
} satisfies Record<string, OperationSource>

/**
 * Reads of the Water Data APIs' OGC collections (`/collections/<collection>/items`), as USGS's own client `dataretrieval`
 * sends them: multi-value parameters comma-joined, monitoring locations named `USGS-<site number>`, `f=json`.
 */

// One observation of the `continuous` or `latest-continuous` collection (a GeoJSON Feature; values are strings, to keep precision).
const observation = v.object({
  properties: v.object({
    time_series_id: v.string(),
    monitoring_location_id: v.string(),
    parameter_code: v.string(),
    statistic_id: v.nullish(v.string()),
    time: v.string(),
    value: v.nullable(v.string()),
    unit_of_measure: v.nullable(v.string()),
    approval_status: v.nullable(v.string()),
    qualifier: v.nullish(v.union([v.string(), v.array(v.string())])),
  }),
})
const observations = v.object({ type: v.literal('FeatureCollection'), features: v.array(observation), numberMatched: v.optional(v.number()) })
const point = v.nullable(v.object({ coordinates: v.tuple([v.number(), v.number()]) }))
const location = v.object({
  geometry: point,
  properties: v.object({ monitoring_location_name: v.string(), site_type_code: v.nullable(v.string()) }),
})
// One row of `combined-metadata`: a time series (its `id` is the observations' `time_series_id`) with its location's members.
const seriesRow = v.object({
  id: v.string(),
  geometry: point,
  properties: v.object({
    monitoring_location_id: v.string(),
    monitoring_location_name: v.nullable(v.string()),
    agency_code: v.nullable(v.string()),
    site_type_code: v.nullable(v.string()),
    hydrologic_unit_code: v.nullable(v.string()),
    parameter_code: v.nullable(v.string()),
    parameter_name: v.nullable(v.string()),
    parameter_description: v.nullable(v.string()),
    unit_of_measure: v.nullable(v.string()),
  }),
})
const seriesRows = v.object({ type: v.literal('FeatureCollection'), features: v.array(seriesRow) })

/** The USGS monitoring location id of a site number: `USGS-01646500`. */
export const monitoringLocationId = (site: string): string => `USGS-${site}`
/** The site number of a monitoring location id (`USGS-01646500` -> `01646500`). */
export const siteNumber = (id: string): string => id.slice(id.indexOf('-') + 1)

/** Which series to read: sites (site numbers) or a state (its 2-digit FIPS code), and parameter codes. */
export interface SeriesFilter {
  sites?: readonly string[] | undefined
  stateFips?: string | undefined
  parameterCodes: readonly string[]
}

export interface Observation {
  timeSeriesId: string
  site: string
  parameterCode: string
  statisticId: string | null
  /** ISO 8601, UTC. */
  time: string
  /** The value as a number; null where USGS has none (a gap, ice). */
  value: number | null
  unit: string | null
  /** `Provisional` or `Approved`. */
  approvalStatus: string | null
  /** The observation's own qualifiers (ICE, EQUIP...). */
  qualifiers: string[]
}

// Water Services' codes for the approval status (its `uv_rmk_cd` qualifier vocabulary: P provisional, A approved).
const APPROVAL: Record<string, string> = { Provisional: 'P', Approved: 'A' }

/** An observation's qualifiers as Water Services wrote them: its approval status as a code (`P`, `A`), then its own. */
export const qualifiersOf = (item: Observation): string[] => [...(item.approvalStatus ? [APPROVAL[item.approvalStatus] ?? item.approvalStatus] : []), ...item.qualifiers]

const filterQuery = (filter: SeriesFilter) => ({
  monitoring_location_id: filter.sites?.map(monitoringLocationId).join(','),
  state_code: filter.stateFips,
  parameter_code: filter.parameterCodes.join(','),
})

const toObservation = ({ properties: item }: v.InferOutput<typeof observation>): Observation => ({
  timeSeriesId: item.time_series_id,
  site: siteNumber(item.monitoring_location_id),
  parameterCode: item.parameter_code,
  statisticId: item.statistic_id ?? null,
  time: item.time,
  value: item.value === null || item.value.trim() === '' ? null : Number(item.value),
  unit: item.unit_of_measure,
  approvalStatus: item.approval_status,
  qualifiers: item.qualifier == null ? [] : [item.qualifier].flat(),
})

const readObservations = async (client: UpstreamClient, collection: string, filter: SeriesFilter, query: Record<string, string | number>) => {
  const response = await client.json(`/collections/${collection}/items`, { query: { ...filterQuery(filter), f: 'json', skipGeometry: 'true', ...query }, schema: observations })
  return { observations: response.data.features.map(toObservation), matched: response.data.numberMatched ?? null, url: response.url }
}

/**
 * The latest observation of each continuous series matching the filter (`latest-continuous`), at most `limit`.
 * `within` (an ISO 8601 duration such as `P7D`) keeps only series whose latest observation falls in that recent period:
 * the collection's documented `time` filter ("only features whose time intersects the requested value are selected").
 */
export function latestContinuous(client: UpstreamClient, filter: SeriesFilter, limit: number, within?: string) {
  return readObservations(client, 'latest-continuous', filter, within ? { time: within, limit } : { limit })
}

/**
 * The observations of a recent period (`continuous`, `time` an ISO 8601 duration such as `PT6H`), at most `limit`
 * (the collections answer at most 50,000 per page).
 */
export function continuousPeriod(client: UpstreamClient, filter: SeriesFilter, period: string, limit: number) {
  return readObservations(client, 'continuous', filter, { time: period, limit })
}

export interface MonitoringLocation {
  name: string
  siteType: string | null
  lat: number | null
  lon: number | null
}

/** One monitoring location (OGC API Features' feature by id), or null when USGS has none by that number. */
export async function monitoringLocation(client: UpstreamClient, site: string): Promise<MonitoringLocation | null> {
  const response = await client.json(`/collections/monitoring-locations/items/${monitoringLocationId(site)}`, { query: { f: 'json' }, schema: location, acceptStatus: [404] })
  if (response.status === 404) return null
  const { geometry, properties } = response.data as v.InferOutput<typeof location>
  return { name: properties.monitoring_location_name, siteType: properties.site_type_code, lat: geometry?.coordinates[1] ?? null, lon: geometry?.coordinates[0] ?? null }
}

export interface SeriesMetadata {
  timeSeriesId: string
  site: string
  siteName: string | null
  agency: string | null
  siteType: string | null
  /** The 12-digit hydrologic unit code. */
  huc: string | null
  lat: number | null
  lon: number | null
  parameterCode: string | null
  /** e.g. `Discharge`. */
  parameterName: string | null
  /** e.g. `Discharge, cubic feet per second`. */
  parameterDescription: string | null
  unit: string | null
}

/**
 * The continuous time series of these sites and parameters with their locations' members (`combined-metadata`,
 * `data_type=Continuous values`), by time series id.
 */
export async function continuousSeriesMetadata(client: UpstreamClient, sites: readonly string[], parameterCodes: readonly string[]): Promise<Map<string, SeriesMetadata>> {
  const response = await client.json('/collections/combined-metadata/items', {
    query: { monitoring_location_id: sites.map(monitoringLocationId).join(','), parameter_code: parameterCodes.join(','), data_type: 'Continuous values', f: 'json', limit: 10_000 },
    schema: seriesRows,
  })
  return new Map(response.data.features.map(({ id, geometry, properties: row }) => [id, {
    timeSeriesId: id,
    site: siteNumber(row.monitoring_location_id),
    siteName: row.monitoring_location_name,
    agency: row.agency_code,
    siteType: row.site_type_code,
    huc: row.hydrologic_unit_code,
    lat: geometry?.coordinates[1] ?? null,
    lon: geometry?.coordinates[0] ?? null,
    parameterCode: row.parameter_code,
    parameterName: row.parameter_name,
    parameterDescription: row.parameter_description,
    unit: row.unit_of_measure,
  }]))
}
