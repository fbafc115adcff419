import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { point } from '../inputs.ts'
import { femaNfhl } from '../upstreams/providers.ts'

/** Layer 28 of the NFHL map service: the flood hazard zones (S_FLD_HAZ_AR). */
const ZONES_LAYER = '/arcgis/rest/services/public/NFHL/MapServer/28/query'
/** FEMA writes -9999 where a zone has no static base flood elevation. */
const NO_BFE = -9999

const text = v.optional(v.nullable(v.string()), null)
const queryAnswer = v.union([
  v.object({ features: v.array(v.object({ attributes: v.object({ FLD_ZONE: text, ZONE_SUBTY: text, SFHA_TF: text, STATIC_BFE: v.optional(v.nullable(v.number()), null), DFIRM_ID: text }) })) }),
  // ArcGIS reports its failures inside a 200 answer.
  v.object({ error: v.object({ code: v.optional(v.number()), message: v.optional(v.string(), '') }) }),
])

/** The query's `accept`: an ArcGIS failure sent with 200 is refused before the client keeps it 7 days (module level: asked once per answer). */
const noError = (data: v.InferOutput<typeof queryAnswer>) => !('error' in data) || `ArcGIS error ${data.error.code ?? ''} ${data.error.message}`.replace(/\s+/g, ' ').trim()

/** What a zone letter means for a caller (FEMA's own wording, shortened). */
function riskOf(zone: string | null, subtype: string | null): string | null {
  if (!zone) return null
  if (/^V/.test(zone)) return 'high (coastal, 1% annual chance with wave action)'
  if (/^A/.test(zone)) return 'high (1% annual chance flood: special flood hazard area)'
  if (zone === 'X') return /0\.2 PCT/i.test(subtype ?? '') ? 'moderate (0.2% annual chance flood)' : 'minimal'
  if (zone === 'D') return 'undetermined'
  return null
}

export default defineOperation({
  name: 'flood-zone',
  method: 'GET',
  description: 'FEMA flood zone at a US point from the National Flood Hazard Layer: zone (A, AE, VE, X...), subtype, whether it is in a special flood hazard area (insurance required for federally backed mortgages), base flood elevation and the FEMA flood map database (DFIRM id, e.g. 12086C for Miami-Dade County).',
  input: v.object(point),
  upstreams: [femaNfhl],
  cacheTtl: '7d',
  sources: [{ path: ZONES_LAYER, about: 'FEMA NFHL ArcGIS `MapServer/28/query` (flood hazard zones)' }],
  keywords: ['flood zone', 'is this address in a flood zone', 'fema flood map', 'flood risk', 'do i need flood insurance', 'special flood hazard area'],
  async handler({ input, upstream }) {
    const response = await upstream(femaNfhl).json(ZONES_LAYER, {
      query: {
        geometry: `${input.lon},${input.lat}`, geometryType: 'esriGeometryPoint', inSR: 4326, spatialRel: 'esriSpatialRelIntersects',
        outFields: 'FLD_ZONE,ZONE_SUBTY,SFHA_TF,STATIC_BFE,DFIRM_ID', returnGeometry: 'false', f: 'json',
      },
      schema: queryAnswer,
      accept: noError,
    })
    if ('error' in response.data) throw createError('UPSTREAM_FAILED', `FEMA NFHL could not answer: ${response.data.error.message}`.trim())
    const zone = response.data.features[0]?.attributes
    const bfe = zone?.STATIC_BFE ?? null
    return lookupAnswer({
      lat: input.lat,
      lon: input.lon,
      // No feature: the point is outside every mapped flood study (outside the US, or unmapped).
      mapped: Boolean(zone),
      zone: zone?.FLD_ZONE ?? null,
      subtype: zone?.ZONE_SUBTY ?? null,
      specialFloodHazardArea: zone ? zone.SFHA_TF === 'T' : null,
      risk: riskOf(zone?.FLD_ZONE ?? null, zone?.ZONE_SUBTY ?? null),
      baseFloodElevationFt: bfe === null || bfe === NO_BFE ? null : bfe,
      // DFIRM_ID names the county's (or community's) flood map database, e.g. 12086C: not a panel number (those are in layer S_FIRM_PAN).
      firmDatabaseId: zone?.DFIRM_ID ?? null,
    }, sourceOf(femaNfhl, response.url))
  },
})
