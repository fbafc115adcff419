import { defineOperation, listAnswer, sourceOf, rowLimit, keyOf } from '@svc/core'
import { fred, fredSeries } from '@svc/providers/fred'
import * as v from 'valibot'

/** Expected inflation series on FRED. */
const SOURCES = {
  'cleveland-1y': { series: 'EXPINF1YR', title: 'Cleveland Fed expected inflation, 1 year' },
  'cleveland-10y': { series: 'EXPINF10YR', title: 'Cleveland Fed expected inflation, 10 years' },
  'michigan-1y': { series: 'MICH', title: 'University of Michigan inflation expectation, 1 year (median)' },
  'breakeven-5y': { series: 'T5YIE', title: '5-year breakeven inflation rate (Treasury, TIPS)' },
  'breakeven-10y': { series: 'T10YIE', title: '10-year breakeven inflation rate (Treasury, TIPS)' },
} as const

export default defineOperation({
  name: 'expectations',
  cacheTtl: '3h',
  sources: [{ about: 'FRED `EXPINF1YR`, `EXPINF10YR`, `MICH`, `T5YIE`, `T10YIE`' }],
  method: 'GET',
  description: 'US inflation expectations: Cleveland Fed model (1 and 10 years), University of Michigan survey (1 year) and market breakevens (5 and 10 years), newest first, through FRED.',
  input: v.object({
    source: v.optional(v.pipe(keyOf(SOURCES), v.description('cleveland-1y (default), cleveland-10y, michigan-1y, breakeven-5y, breakeven-10y')), 'cleveland-1y'),
    limit: rowLimit(600, 12),
  }),
  upstreams: [fred],
  keywords: ['inflation expectations', 'expected inflation next year', 'michigan inflation expectations', 'breakeven inflation'],
  async handler({ input, upstream }) {
    const named = SOURCES[input.source]
    const { points, url } = await fredSeries(upstream(fred), named.series, input.limit)
    const items = points.map((point) => ({ date: point.date, source: input.source, series: named.series, title: named.title, percent: point.value }))
    return listAnswer(items, sourceOf(fred, url))
  },
})
