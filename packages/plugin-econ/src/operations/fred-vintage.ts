import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { fred, fredObservationsSource, observations } from '../fred.ts'
import { labelledSource, seriesLabel, seriesTagsSource, withholdUnpermitted } from '../fred-rights.ts'
import { limit, requiredDate, seriesId } from '../params.ts'

export default defineOperation({
  name: 'fred-vintage',
  method: 'GET',
  description: 'A FRED series as it was known on a past date (ALFRED vintage): the observations published as of `asOf`, before later revisions, newest first.',
  input: v.object({
    series: seriesId,
    asOf: requiredDate('Vintage date: the data as published on that day'),
    limit: limit(1000, 24),
  }),
  upstreams: [fred],
  sources: [seriesTagsSource, { ...fredObservationsSource, about: 'ALFRED: FRED `GET /fred/series/observations` with `realtime_start`/`realtime_end`' }],
  keywords: ['alfred vintage data', 'gdp first release', 'data before revisions', 'real-time economic data as of a date', 'unrevised series'],
  async handler({ input, upstream, config }) {
    const asOf = input.asOf
    const client = upstream(fred)
    const label = await seriesLabel(client, input.series)
    withholdUnpermitted(label, input.series, config)
    const { points, url } = await observations(client, input.series, input.limit, { realtime_start: asOf, realtime_end: asOf })
    const items = points.map((point) => ({ series: input.series, date: point.date, value: point.value, vintage: asOf }))
    return listAnswer(items, labelledSource(sourceOf(fred, url), label, input.series))
  },
})
