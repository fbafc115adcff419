import { createError, defineOperation, invalidField, lookupAnswer, sourceOf } from '@svc/core'
import { bls } from '@svc/providers/bls'
import * as v from 'valibot'
import { fetchSeries, latestYear, valueIn, timeseriesSource } from '../bls-series.ts'
import { STATE_FIPS } from '@svc/providers/us-states'

/** OEWS data types (oe.datatype) the answer reads. */
const DATATYPES = {
  employment: '01', hourlyMean: '03', annualMean: '04', hourlyMedian: '08',
  annual10: '11', annual25: '12', annualMedian: '13', annual75: '14', annual90: '15',
} as const
type Datatype = keyof typeof DATATYPES

const METRO = /^\d{5}$/
const ALL_INDUSTRIES = '000000'

/**
 * OEWS series id: OE + U + area type (N nation, S state, M metro) + area (7: 0000000, state FIPS + 00000,
 * or 00 + CBSA code) + industry (6) + SOC occupation (6, no dash) + data type (2).
 */
export function wageSeries(area: string, industry: string, occupation: string, datatype: string): string {
  const [type, code] = area === 'US' ? ['N', '0000000'] : METRO.test(area) ? ['M', `00${area}`] : ['S', `${STATE_FIPS[area]}00000`]
  return `OEU${type}${code}${industry}${occupation}${datatype}`
}

export default defineOperation({
  name: 'wages',
  method: 'GET',
  description: 'What an occupation pays in the U.S. (BLS Occupational Employment and Wage Statistics, OEWS): employment, mean and median hourly and annual wages and annual wage percentiles (10th-90th) by SOC occupation code, for the nation, a state or a metro area, latest annual estimate.',
  input: v.object({
    occupation: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{2}-?\d{4}$/, 'must be a 6-digit SOC occupation code such as 15-1252 (software developers) or 00-0000 (all occupations)'),
      v.transform((code) => code.replace('-', '')),
      v.description('SOC occupation code, e.g. 15-1252'),
    ),
    area: v.optional(v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((area) => area === 'US' || area in STATE_FIPS || METRO.test(area), 'must be US, a state postal code (e.g. TX) or a 5-digit metro area (CBSA) code (e.g. 12420)'),
      v.description('US (default), a state postal code or a 5-digit metro area (CBSA) code'),
    ), 'US'),
    industry: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be a 6-digit OEWS industry code (NAICS padded with zeros, e.g. 541500)'), v.description('Industry (national figures only; default 000000, all industries)')), ALL_INDUSTRIES),
  }),
  upstreams: [bls],
  sources: [timeseriesSource('OEWS series (`OEUN000000000000015125213`...): the latest annual estimate')],
  keywords: ['salary', 'wages by occupation', 'how much does a job pay', 'median wage', 'oews', 'pay for occupation'],
  example: { params: { occupation: '15-1252', area: 'US' } },
  check(input) {
    if (input.area !== 'US' && input.industry !== ALL_INDUSTRIES) throw invalidField('industry', 'OEWS publishes industry figures for the nation only: leave industry out for a state or metro area')
  },
  async handler({ input, upstream }) {
    const ids = Object.fromEntries((Object.keys(DATATYPES) as Datatype[]).map((name) => [name, wageSeries(input.area, input.industry, input.occupation, DATATYPES[name])])) as Record<Datatype, string>
    // OEWS estimates are annual (period A01) and the API keeps the latest ones: ask for the last three years.
    const thisYear = new Date().getUTCFullYear()
    const answer = await fetchSeries(upstream(bls), Object.values(ids), { startYear: thisYear - 2, endYear: thisYear })
    const year = latestYear(answer)
    if (year === undefined) throw createError('NOT_FOUND', `BLS has no OEWS estimate for occupation ${input.occupation} in ${input.area}${input.industry !== ALL_INDUSTRIES ? `, industry ${input.industry}` : ''}`)
    const value = (name: Datatype) => valueIn(answer, ids[name], year)
    const soc = `${input.occupation.slice(0, 2)}-${input.occupation.slice(2)}`
    return lookupAnswer({
      occupation: soc,
      area: input.area,
      industry: input.industry,
      year,
      employment: value('employment'),
      hourly: { mean: value('hourlyMean'), median: value('hourlyMedian') },
      annual: { mean: value('annualMean'), p10: value('annual10'), p25: value('annual25'), median: value('annualMedian'), p75: value('annual75'), p90: value('annual90') },
      // BLS writes "-" for an estimate it does not publish and "#" for a wage at or above its top code: both come back null.
      series: ids,
    }, sourceOf(bls, answer.url))
  },
})
