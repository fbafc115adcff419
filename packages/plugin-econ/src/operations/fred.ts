import { defineOperation, listAnswer, sourceOf, optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { fred, fredObservationsSource, observations } from '../fred.ts'
import { labelledSource, seriesLabel, seriesTagsSource, withholdUnpermitted } from '../fred-rights.ts'
import { limit, seriesId } from '../params.ts'

/** FRED's data transformations and aggregation frequencies (its parameter values). */
export const UNITS = ['lin', 'chg', 'ch1', 'pch', 'pc1', 'pca', 'cch', 'cca', 'log'] as const
export const FREQUENCIES = ['d', 'w', 'bw', 'm', 'q', 'sa', 'a'] as const

export default defineOperation({
  name: 'fred',
  method: 'GET',
  description: 'Observations of any FRED economic data series (St. Louis Fed: 800,000+ US and international series) by id, newest first, with an optional date window, transformation (percent change...) and lower frequency.',
  input: v.object({
    series: seriesId,
    from: optionalDate('First observation date'),
    to: optionalDate('Last observation date'),
    units: v.optional(v.pipe(v.picklist(UNITS), v.description('lin (levels, default), chg, ch1, pch, pc1 (percent change from a year ago), pca, cch, cca, log'))),
    frequency: v.optional(v.pipe(v.picklist(FREQUENCIES), v.description('Aggregate to d, w, bw, m, q, sa or a (averages)'))),
    limit: limit(1000, 100),
  }),
  upstreams: [fred],
  sources: [seriesTagsSource, fredObservationsSource],
  keywords: ['fred series', 'us unemployment rate', 'economic data series', 'gdp data', 'federal reserve economic data', 'time series of an economic indicator'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'from', 'to')
  },
  async handler({ input, upstream, config }) {
    const client = upstream(fred)
    // The series' terms first: a series its owner must permit is not even fetched.
    const label = await seriesLabel(client, input.series)
    withholdUnpermitted(label, input.series, config)
    const { points, url } = await observations(client, input.series, input.limit, {
      observation_start: input.from, observation_end: input.to, units: input.units, frequency: input.frequency,
    })
    const items = points.map((point) => ({ series: input.series, date: point.date, value: point.value }))
    return listAnswer(items, labelledSource(sourceOf(fred, url), label, input.series))
  },
})
