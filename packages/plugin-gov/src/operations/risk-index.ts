import { createError, defineOperation, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { exactlyOne, num, str } from '../shared/input.ts'
import { limit, stateCode } from '../shared/params.ts'
import { femaNri } from '../upstreams/fema-nri.ts'

/**
 * The 18 hazards of the index and their field prefixes. Release 1.20 (December 2025) renamed Riverine Flooding
 * (`RFLD_`) to Inland Flooding (`IFLD_`); `riverineFlooding` keeps its name for callers and reads whichever the
 * layer has, the current prefix first.
 */
const HAZARDS: Record<string, readonly string[]> = {
  avalanche: ['AVLN'], coastalFlooding: ['CFLD'], coldWave: ['CWAV'], drought: ['DRGT'], earthquake: ['ERQK'], hail: ['HAIL'], heatWave: ['HWAV'], hurricane: ['HRCN'], iceStorm: ['ISTM'],
  landslide: ['LNDS'], lightning: ['LTNG'], riverineFlooding: ['IFLD', 'RFLD'], strongWind: ['SWND'], tornado: ['TRND'], tsunami: ['TSUN'], volcanicActivity: ['VLCN'], wildfire: ['WFIR'], winterWeather: ['WNTW'],
}
const answer = v.union([
  v.object({ features: v.array(v.object({ attributes: v.record(v.string(), v.unknown()) })) }),
  v.object({ error: v.object({ code: v.optional(v.number()), message: v.optional(v.string()) }) }),
])
type Row = Record<string, unknown>
/** The query's `accept`: an ArcGIS failure sent with a 200 is refused before the client keeps it 7 days. */
const noError = (data: unknown) => !('error' in (data as object)) || `FEMA NRI refused the query: ${(data as { error: { message?: string } }).error.message ?? 'error'}`

function hazard(row: Row, prefixes: readonly string[]) {
  const prefix = prefixes.find((candidate) => `${candidate}_RISKR` in row) ?? prefixes[0]
  return { score: num(row[`${prefix}_RISKS`]), rating: str(row[`${prefix}_RISKR`]), expectedAnnualLoss: num(row[`${prefix}_EALT`]) }
}

function item(row: Row) {
  const hazards = Object.fromEntries(Object.entries(HAZARDS).map(([name, prefixes]) => [name, hazard(row, prefixes)]))
  return {
    nriId: str(row.NRI_ID),
    release: str(row.NRI_VER),
    state: str(row.STATEABBRV),
    county: str(row.COUNTY),
    countyFips: str(row.STCOFIPS),
    tractFips: str(row.TRACTFIPS),
    population: num(row.POPULATION),
    buildingValue: num(row.BUILDVALUE),
    risk: { score: num(row.RISK_SCORE), rating: str(row.RISK_RATNG), nationalPercentile: num(row.RISK_NPCTL ?? row.RISK_SPCTL) },
    expectedAnnualLoss: { total: num(row.EAL_VALT), score: num(row.EAL_SCORE), rating: str(row.EAL_RATNG) },
    socialVulnerability: { score: num(row.SOVI_SCORE), rating: str(row.SOVI_RATNG) },
    communityResilience: { score: num(row.RESL_SCORE), rating: str(row.RESL_RATNG) },
    hazards,
  }
}

export default defineOperation({
  name: 'risk-index',
  cacheTtl: '7d',
  sources: sourcesInWords('FEMA National Risk Index ArcGIS layers (counties, census tracts)'),
  method: 'GET',
  description: 'FEMA National Risk Index for a county or census tract, or a state\'s counties ranked by risk: composite risk score and rating, expected annual loss, social vulnerability, community resilience, and score, rating and expected loss for 18 natural hazards (riverine or, from release 1.20, inland flooding, hurricane, wildfire, earthquake, tornado, heat wave...).',
  input: v.object({
    countyFips: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit county FIPS code'), v.description('County FIPS code (lookup)'))),
    tractFips: v.optional(v.pipe(v.string(), v.regex(/^\d{11}$/, 'must be an 11-digit census tract FIPS code'), v.description('Census tract FIPS code (lookup)'))),
    state: stateCode('State: its counties, highest risk first'),
    limit: limit(100, 20),
  }),
  upstreams: [femaNri],
  keywords: ['natural hazard risk', 'flood risk county', 'national risk index', 'climate risk score', 'disaster risk'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void exactlyOne(input, ['countyFips', 'tractFips', 'state']),
  async handler({ input, upstream }) {
    const anchor = exactlyOne(input, ['countyFips', 'tractFips', 'state'])
    const layer = anchor === 'tractFips' ? 'National_Risk_Index_Census_Tracts' : 'National_Risk_Index_Counties'
    // Values are validated digits or a known postal code: safe inside the SQL-like where clause.
    const where = anchor === 'countyFips' ? `STCOFIPS='${input.countyFips}'` : anchor === 'tractFips' ? `TRACTFIPS='${input.tractFips}'` : `STATEABBRV='${input.state}'`
    const response = await upstream(femaNri).json(`/${layer}/FeatureServer/0/query`, {
      query: { where, outFields: '*', returnGeometry: 'false', orderByFields: anchor === 'state' ? 'RISK_SCORE DESC' : undefined, resultRecordCount: anchor === 'state' ? input.limit : 1, f: 'json' },
      schema: answer,
      accept: noError,
    })
    // ArcGIS reports errors inside an HTTP 200 (refused by `noError`; kept for the type).
    if ('error' in response.data) throw createError('UPSTREAM_FAILED', `FEMA NRI refused the query: ${response.data.error.message ?? 'error'}`)
    const items = response.data.features.map((feature) => item(feature.attributes))
    if (anchor !== 'state' && items.length === 0) throw createError('NOT_FOUND', `The National Risk Index has no ${anchor === 'countyFips' ? `county ${input.countyFips}` : `tract ${input.tractFips}`}`)
    return listAnswer(items, sourceOf(femaNri, response.url), { total: anchor === 'state' ? null : 1, mode: anchor === 'state' ? 'list' : 'lookup' })
  },
})
