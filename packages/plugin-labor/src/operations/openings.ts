import { createError, defineOperation, invalidField, listAnswer, sourceOf, keyOf } from '@svc/core'
import { bls } from '@svc/providers/bls'
import * as v from 'valibot'
import { byMonth, fetchSeries, timeseriesSource } from '../bls-series.ts'
import { checkYears, years, yearSpan } from '../params.ts'
import { STATE_FIPS } from '@svc/providers/us-states'

/** JOLTS data elements (jt.dataelement): the measure a caller names, by its BLS code. */
const MEASURES = { openings: 'JO', hires: 'HI', quits: 'QU', layoffs: 'LD', separations: 'TS', otherSeparations: 'OS' } as const
const TOTAL_NONFARM = '000000'

/**
 * A JOLTS series id: JT + S|U (seasonally adjusted or not) + industry (6) + state FIPS (2) + area (5)
 * + size class (2) + data element (2) + L|R (level in thousands, or rate in percent).
 */
export function joltsSeries(seasonal: boolean, industry: string, state: string, element: string, kind: 'L' | 'R'): string {
  return `JT${seasonal ? 'S' : 'U'}${industry}${state}00000` + `00${element}${kind}`
}

export default defineOperation({
  name: 'openings',
  method: 'GET',
  description: 'U.S. job openings and labor turnover (BLS JOLTS) month by month: job openings, hires, quits, layoffs, total or other separations, as a level (thousands) and a rate (percent), for the nation, a state or an industry.',
  input: v.object({
    measure: v.optional(v.pipe(keyOf(MEASURES), v.description('openings (default), hires, quits, layoffs, separations or otherSeparations')), 'openings'),
    state: v.optional(v.pipe(v.string(), v.toUpperCase(), v.check((code) => code in STATE_FIPS, 'must be the 2-letter postal code of a state, DC or PR'), v.description('State postal code (state estimates cover total nonfarm only)'))),
    industry: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be a 6-digit JOLTS industry code, e.g. 000000 total nonfarm, 100000 total private, 900000 government'), v.description('JOLTS industry code (default 000000, total nonfarm)')), TOTAL_NONFARM),
    seasonal: v.optional(v.pipe(v.boolean(), v.description('Seasonally adjusted (default true)')), true),
    ...years,
  }),
  upstreams: [bls],
  sources: [timeseriesSource('JOLTS series (`JTS000000000000000JOL`, `...JOR`: level in thousands, rate in percent)')],
  keywords: ['job openings', 'jolts', 'hires', 'quits rate', 'layoffs', 'labor turnover', 'job vacancies'],
  example: { params: { measure: 'quits' } },
  check(input) {
    checkYears(input)
    if (input.state && input.industry !== TOTAL_NONFARM) throw invalidField('industry', 'JOLTS state estimates cover total nonfarm (000000) only')
  },
  async handler({ input, upstream }) {
    const element = MEASURES[input.measure]
    const state = input.state ? STATE_FIPS[input.state]! : '00'
    const ids = { level: joltsSeries(input.seasonal, input.industry, state, element, 'L'), rate: joltsSeries(input.seasonal, input.industry, state, element, 'R') }
    const answer = await fetchSeries(upstream(bls), [ids.level, ids.rate], yearSpan(input))
    const rows = byMonth(answer, ids)
    if (rows.length === 0) throw createError('NOT_FOUND', `BLS has no JOLTS ${input.measure} for ${input.state ?? 'the U.S.'}, industry ${input.industry}, in those years${answer.notes.length ? ` (${answer.notes.join('; ')})` : ''}`)
    const items = rows.map((row) => ({ date: row.date, year: row.year, month: row.month, level: row.level, rate: row.rate, preliminary: row.preliminary }))
    return listAnswer(items, sourceOf(bls, answer.url), {
      mode: 'list',
      meta: { measure: input.measure, area: input.state ?? 'US', industry: input.industry, seasonal: input.seasonal, levelUnit: 'thousands', rateUnit: 'percent', series: ids },
    })
  },
})
