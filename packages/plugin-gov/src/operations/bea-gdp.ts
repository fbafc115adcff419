import { defineOperation, lookupAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { bea } from '../upstreams/bea.ts'
import { num } from '../shared/input.ts'
import { integer, usState } from '../shared/params.ts'
import { STATES } from '../shared/states.ts'

const answer = v.object({
  BEAAPI: v.object({
    Results: v.optional(v.object({
      UnitOfMeasure: v.optional(v.string()),
      Data: v.optional(v.array(v.object({ GeoFips: v.string(), GeoName: v.string(), TimePeriod: v.string(), CL_UNIT: v.optional(v.string()), DataValue: v.string() })), []),
      Error: v.optional(v.object({ APIErrorDescription: v.optional(v.string()) })),
    })),
    Error: v.optional(v.object({ APIErrorCode: v.optional(v.string()), APIErrorDescription: v.optional(v.string()) })),
  }),
})
const TABLE = 'SQGDP9'

type Answer = v.InferOutput<typeof answer>
/** BEA answers errors with HTTP 200; years without data come back as an error too (an answer of no observations). */
const noDataYear = (text: string | undefined) => /year|no data/i.test(text ?? '')

/**
 * The `accept` of an answer: data, a year without data, or an empty `Results`. Any other error inside the 200 (a bad key) and an answer
 * with neither `Results` nor `Error` are refused (never kept for the day's cache TTL, counted by the breaker).
 */
function usable(data: unknown): true | string {
  const { Results, Error: refusal } = (data as Answer).BEAAPI
  if (Results?.Data?.length) return true
  const error = refusal ?? Results?.Error
  if (error) return noDataYear(error.APIErrorDescription) || `BEA refused the request: ${error.APIErrorDescription ?? 'unknown error'}`
  return Results !== undefined || 'BEAAPI has neither Results nor Error'
}

export default defineOperation({
  name: 'bea-gdp',
  cacheTtl: '1d',
  sources: sourcesInWords('BEA API `GetData` Regional `SQGDP9` line 1'),
  method: 'GET',
  description: 'Quarterly real GDP of a U.S. state (BEA regional accounts, table SQGDP9, all industries, millions of chained dollars, seasonally adjusted annual rate), newest quarter first, for a year or the last five years.',
  input: v.object({
    state: usState('State or D.C. postal code, or US for the nation', { territories: false, also: ['US'] }),
    year: integer(1960, 2100, 'Year (default: the last 5 years)'),
    limit: rowLimit(40, 20, 'Quarters to return (1-40, default 20)'),
  }),
  upstreams: [bea],
  keywords: ['state gdp', 'gross domestic product by state', 'state economy growth', 'bea regional data'],
  async handler({ input, upstream }) {
    const geoFips = input.state === 'US' ? '00000' : `${STATES[input.state]!.fips}000`
    const thisYear = new Date().getUTCFullYear()
    const year = input.year !== undefined ? String(input.year) : Array.from({ length: 5 }, (_, index) => thisYear - 4 + index).join(',')
    const response = await upstream(bea).json('/api/data', {
      query: { method: 'GetData', datasetname: 'Regional', TableName: TABLE, LineCode: 1, GeoFips: geoFips, Year: year, ResultFormat: 'JSON' },
      schema: answer,
      accept: usable,
    })
    const results = response.data.BEAAPI.Results
    // What `usable` let through with an error is a year without data.
    if ((response.data.BEAAPI.Error ?? results?.Error) && !results?.Data?.length) return lookupAnswer(item([], null), sourceOf(bea, response.url))
    const rows = (results?.Data ?? []).filter((row) => row.GeoFips === geoFips)
    const observations = rows
      .map((row) => ({ period: row.TimePeriod, realGdpMillionsUSD: num(row.DataValue.replace(/,/g, '')), unit: row.CL_UNIT ?? results?.UnitOfMeasure ?? null }))
      .sort((a, b) => b.period.localeCompare(a.period))
      .slice(0, input.limit)
    return lookupAnswer(item(observations, rows[0]?.GeoName ?? null), sourceOf(bea, response.url))

    function item(list: typeof observations, geoName: string | null) {
      return {
        query: { state: input.state, geoFips, year, limit: input.limit },
        geoName,
        returned: list.length,
        observations: list,
        source: sourceOf(bea, response.url),
        note: `BEA regional table ${TABLE}, line 1 (all industry total): real GDP in millions of chained dollars, seasonally adjusted at annual rates.`,
      }
    }
  },
})
