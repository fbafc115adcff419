import { createError, defineOperation, listAnswer, sourceOf, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { fred } from '../fred.ts'
import { labelledSource, seriesLabel, seriesTagsSource, withholdUnpermitted } from '../fred-rights.ts'
import { seriesId } from '../params.ts'

const cell = v.object({ region: v.string(), code: v.union([v.string(), v.number()]), value: v.nullish(v.union([v.string(), v.number()]), null), series_id: v.string() })
/** GET /geofred/series/data: one cross-section of a regional series, keyed by date. */
const answer = v.object({
  meta: v.object({
    title: v.string(), region: v.string(), seasonality: v.optional(v.string(), ''), units: v.optional(v.string(), ''), frequency: v.optional(v.string(), ''),
    data: v.record(v.string(), v.array(cell)),
  }),
})

export default defineOperation({
  name: 'fred-regional',
  method: 'GET',
  description: 'A regional FRED (GeoFRED / FRED Maps) cross-section: the value of every state, county or metro area for one date (default the latest) of the group a series belongs to, e.g. WIPCPI (per capita income by state).',
  input: v.object({
    series: seriesId,
    date: optionalDate('Observation date (default the latest)'),
  }),
  upstreams: [fred],
  sources: [seriesTagsSource, { path: '/geofred/series/data', about: 'GeoFRED `GET /geofred/series/data`', cacheTtl: '12h' }],
  keywords: ['unemployment rate by state', 'regional economic data', 'income by county', 'fred maps', 'compare states'],
  async handler({ input, upstream, config }) {
    const client = upstream(fred)
    const label = await seriesLabel(client, input.series)
    withholdUnpermitted(label, input.series, config)
    const { data, url } = await client.json('/geofred/series/data', { query: { series_id: input.series, date: input.date, file_type: 'json' }, schema: answer })
    const [date, cells] = Object.entries(data.meta.data)[0] ?? []
    if (!date || !cells) throw createError('NOT_FOUND', `FRED has no regional data for ${input.series}${input.date ? ` on ${input.date}` : ''}`)
    const items = cells.map((row) => ({
      region: row.region,
      code: String(row.code),
      series: row.series_id,
      date,
      value: row.value === null || row.value === '' || row.value === '.' ? null : Number(row.value),
    }))
    return listAnswer(items, labelledSource(sourceOf(fred, url), label, input.series), { mode: 'list', meta: { title: data.meta.title, regionType: data.meta.region, units: data.meta.units, frequency: data.meta.frequency, seasonality: data.meta.seasonality } })
  },
})
