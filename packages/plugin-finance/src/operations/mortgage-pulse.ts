import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { fredObservationsSource, fredSeries, type Observation } from '@svc/providers/fred'
import { fred } from '@svc/providers/fred'

/** Freddie Mac's Primary Mortgage Market Survey, weekly, as FRED carries it. */
const SERIES = { rate30: 'MORTGAGE30US', rate15: 'MORTGAGE15US' } as const

const change = (points: Observation[], index: number) => {
  const now = points[index]?.value
  const before = points[index + 1]?.value
  return now == null || before == null ? null : Math.round((now - before) * 100) / 100
}

export default defineOperation({
  name: 'mortgage-pulse',
  method: 'GET',
  description: 'U.S. mortgage rates, weekly: Freddie Mac\'s 30-year and 15-year fixed averages (PMMS) for the last weeks, with week-over-week changes and the change over the window.',
  input: v.object({
    weeks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(104), v.description('Weeks of history, newest first')), 12),
  }),
  upstreams: [fred],
  sources: [{ ...fredObservationsSource, about: 'FRED `GET /fred/series/observations` of `MORTGAGE30US`, `MORTGAGE15US` (Freddie Mac PMMS)' }],
  keywords: ['mortgage rates', '30 year fixed rate', 'home loan rates', 'freddie mac pmms'],
  async handler({ input, upstream }) {
    const client = upstream(fred)
    // One more week than shown, for the first week's change.
    const [thirty, fifteen] = await Promise.all([fredSeries(client, SERIES.rate30, input.weeks + 1), fredSeries(client, SERIES.rate15, input.weeks + 1)])
    const fifteenByDate = new Map(fifteen.points.map((point, i) => [point.date, { value: point.value, change: change(fifteen.points, i) }]))
    const items = thirty.points.slice(0, input.weeks).map((point, i) => ({
      week: point.date,
      rate30: point.value,
      change30: change(thirty.points, i),
      rate15: fifteenByDate.get(point.date)?.value ?? null,
      change15: fifteenByDate.get(point.date)?.change ?? null,
    }))
    const first = items[items.length - 1]
    const last = items[0]
    const summary = last && first ? {
      latestWeek: last.week,
      rate30: last.rate30,
      rate15: last.rate15,
      windowChange30: last.rate30 != null && first.rate30 != null ? Math.round((last.rate30 - first.rate30) * 100) / 100 : null,
      windowChange15: last.rate15 != null && first.rate15 != null ? Math.round((last.rate15 - first.rate15) * 100) / 100 : null,
    } : null
    return { ...listAnswer(items, { ...sourceOf(fred, thirty.url), provider: `${fred.name}, Freddie Mac PMMS` }), summary }
  },
})
