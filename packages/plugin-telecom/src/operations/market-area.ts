import { coordinates, createError, defineOperation, lookupAnswer, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { fccArea } from '../upstreams/fcc-area.ts'

const answer = v.object({
  results: v.array(v.looseObject({
    block_fips: v.string(), county_fips: textOrNull, county_name: textOrNull, state_fips: textOrNull, state_code: textOrNull, state_name: textOrNull,
    amt: textOrNull, bea: textOrNull, bta: textOrNull, cma: textOrNull, eag: textOrNull, ivm: textOrNull, mea: textOrNull, mta: textOrNull, pea: textOrNull, rea: textOrNull, rpc: textOrNull, vpc: textOrNull,
  })),
})

/** The FCC market areas the API names, and what each stands for. */
const MARKETS = {
  cma: 'Cellular Market Area', bta: 'Basic Trading Area', mta: 'Major Trading Area', pea: 'Partial Economic Area', bea: 'Economic Area (BEA)',
  eag: 'Economic Area Grouping', mea: 'Major Economic Area', rea: 'Regional Economic Area Grouping', amt: 'Automated Maritime Telecommunications System area',
  ivm: 'Interactive Video and Data Service market', rpc: 'Regional Planning Committee (700/800 MHz public safety)', vpc: 'VHF Public Coast area',
} as const
type Market = keyof typeof MARKETS

/** The API writes "data unavailable" where a point lies in no market of a kind. */
const code = (value: string | null) => (value && !/unavailable/i.test(value) ? value : null)

export default defineOperation({
  name: 'market-area',
  cacheTtl: '30d',
  sources: sourcesInWords('`fcc-area`: geo.fcc.gov `/api/census/area` (no key)'),
  method: 'GET',
  description: 'FCC areas of a U.S. point (FCC Area API): census block, county and state FIPS codes and names, and the FCC license market areas it lies in: Cellular Market Area (CMA), Basic and Major Trading Areas (BTA, MTA), Partial Economic Area (PEA), Economic Areas (BEA, EAG, MEA, REA), public safety regions (RPC) and others.',
  input: v.object({
    ...coordinates(),
    censusYear: v.optional(v.pipe(v.number(), v.integer(), v.check((year) => year === 2010 || year === 2020, 'must be 2010 or 2020'), v.description('Census blocks of 2010 or 2020 (default 2020)')), 2020),
  }),
  upstreams: [fccArea],
  keywords: ['cellular market area', 'fcc market', 'census block from coordinates', 'county fips from lat lon', 'partial economic area', 'spectrum license area'],
  example: { params: { lat: 40.7484, lon: -73.9857 } },
  async handler({ input, upstream }) {
    const response = await upstream(fccArea).json('/api/census/area', {
      query: { lat: input.lat, lon: input.lon, censusYear: input.censusYear, format: 'json' },
      schema: answer,
    })
    const area = response.data.results[0]
    if (!area) throw createError('NOT_FOUND', 'lat: the point is not in a U.S. census block (outside the United States and its territories, or at sea)')
    const markets = Object.fromEntries((Object.keys(MARKETS) as Market[]).map((market) => {
      const value = code(area[market])
      return [market, value ? { code: value, name: MARKETS[market] } : null]
    }))
    return lookupAnswer({
      lat: input.lat,
      lon: input.lon,
      censusYear: input.censusYear,
      block: area.block_fips,
      tract: area.block_fips.slice(0, 11),
      county: { fips: area.county_fips, name: area.county_name },
      state: { fips: area.state_fips, code: area.state_code, name: area.state_name },
      markets,
    }, sourceOf(fccArea, response.url))
  },
})
