import { createError, defineOperation, invalidField, listAnswer, sourceOf } from '@svc/core'
import { bls } from '@svc/providers/bls'
import * as v from 'valibot'
import { byMonth, fetchSeries, timeseriesSource } from '../bls-series.ts'
import { checkYears, years, yearSpan } from '../params.ts'
import { STATE_FIPS } from '@svc/providers/us-states'

type Measure = 'rate' | 'unemployed' | 'employed' | 'laborForce'

/** CPS (national) series: LNS + the adjusted code (LNS14000000), LNU + the unadjusted one (LNU04000000). */
const CPS: Record<Measure, { adjusted: string; unadjusted: string }> = {
  rate: { adjusted: '14000000', unadjusted: '04000000' },
  unemployed: { adjusted: '13000000', unadjusted: '03000000' },
  employed: { adjusted: '12000000', unadjusted: '02000000' },
  laborForce: { adjusted: '11000000', unadjusted: '01000000' },
}
/** LAUS measure codes (la.measure): 03 rate, 04 unemployment, 05 employment, 06 labor force. */
const LAUS: Record<Measure, string> = { rate: '03', unemployed: '04', employed: '05', laborForce: '06' }

const COUNTY = /^\d{5}$/

/**
 * The series of one area: CPS for the U.S. (LNS14000000...); LAUS for a state (LA + S|U + ST + FIPS + 11 zeros
 * + measure, e.g. LASST060000000000003) or a county (LAU + CN + 5-digit FIPS + 8 zeros + measure, not adjusted).
 */
export function unemploymentSeries(area: string, seasonal: boolean): Record<Measure, string> {
  const measures = Object.keys(CPS) as Measure[]
  if (area === 'US') return Object.fromEntries(measures.map((m) => [m, seasonal ? `LNS${CPS[m].adjusted}` : `LNU${CPS[m].unadjusted}`])) as Record<Measure, string>
  const code = COUNTY.test(area) ? `CN${area}00000000` : `ST${STATE_FIPS[area]}00000000000`
  return Object.fromEntries(measures.map((m) => [m, `LA${seasonal ? 'S' : 'U'}${code}${LAUS[m]}`])) as Record<Measure, string>
}

export default defineOperation({
  name: 'unemployment',
  method: 'GET',
  description: 'U.S. unemployment month by month: unemployment rate, unemployed, employed and labor force for the nation (CPS), a state or a county (BLS Local Area Unemployment Statistics).',
  input: v.object({
    area: v.optional(v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.check((area) => area === 'US' || area in STATE_FIPS || (COUNTY.test(area) && Object.values(STATE_FIPS).includes(area.slice(0, 2))), 'must be US, a state postal code (e.g. CA) or a 5-digit county FIPS code (e.g. 06037)'),
      v.description('US (default), a state postal code or a 5-digit county FIPS code'),
    ), 'US'),
    seasonal: v.optional(v.pipe(v.boolean(), v.description('Seasonally adjusted (default true for the U.S. and states; county figures are not adjusted)'))),
    ...years,
  }),
  upstreams: [bls],
  sources: [timeseriesSource('CPS series for the U.S. (`LNS14000000`...), LAUS for a state (`LASST060000000000003`...) or a county (`LAUCN060370000000003`..., not adjusted)')],
  keywords: ['unemployment rate', 'jobless rate', 'labor force', 'local area unemployment', 'county unemployment', 'state unemployment'],
  example: { params: { area: 'CA' } },
  check(input) {
    checkYears(input)
    if (COUNTY.test(input.area) && input.seasonal === true) throw invalidField('seasonal', 'county figures are published not seasonally adjusted only')
  },
  async handler({ input, upstream }) {
    const seasonal = input.seasonal ?? !COUNTY.test(input.area)
    const ids = unemploymentSeries(input.area, seasonal)
    const answer = await fetchSeries(upstream(bls), Object.values(ids), yearSpan(input))
    const items = byMonth(answer, ids)
    if (items.length === 0) throw createError('NOT_FOUND', `BLS has no unemployment figures for ${input.area} in those years${answer.notes.length ? ` (${answer.notes.join('; ')})` : ''}`)
    return listAnswer(items, sourceOf(bls, answer.url), {
      mode: 'list',
      meta: { area: input.area, seasonal, program: input.area === 'US' ? 'CPS' : 'LAUS', rateUnit: 'percent', countUnit: input.area === 'US' ? 'thousands' : 'persons', series: ids },
    })
  },
})
