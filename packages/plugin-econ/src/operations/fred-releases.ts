import { defineOperation, listAnswer, sourceOf, rowOffset } from '@svc/core'
import * as v from 'valibot'
import { fred } from '../fred.ts'
import { limit } from '../params.ts'

/** GET /fred/releases: every release of economic data (Employment Situation, CPI, GDP...). */
const releasesAnswer = v.object({ count: v.number(), releases: v.array(v.object({ id: v.number(), name: v.string(), press_release: v.optional(v.boolean(), false), link: v.optional(v.string()) })) })
/** GET /fred/release/dates: the publication dates of one release. */
const datesAnswer = v.object({ count: v.number(), release_dates: v.array(v.object({ release_id: v.number(), date: v.string() })) })

export default defineOperation({
  name: 'fred-releases',
  method: 'GET',
  description: 'Economic data releases known to FRED (Employment Situation, Consumer Price Index, GDP...), or with `release` the publication dates of one release, newest first.',
  input: v.object({
    release: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1e9), v.description('FRED release id (e.g. 50 Employment Situation, 10 CPI)'))),
    limit: limit(1000, 100),
    offset: rowOffset(100_000),
  }),
  upstreams: [fred],
  sources: [{ path: '/fred/releases', cacheTtl: '1d' }, { path: '/fred/release/dates', cacheTtl: '6h' }],
  keywords: ['economic release calendar', 'when is the jobs report released', 'fred releases', 'cpi release dates'],
  async handler({ input, upstream }) {
    const client = upstream(fred)
    if (input.release === undefined) {
      const { data, url } = await client.json('/fred/releases', { query: { file_type: 'json', limit: input.limit, offset: input.offset }, schema: releasesAnswer })
      const items = data.releases.map((release) => ({ id: release.id, name: release.name, pressRelease: release.press_release, link: release.link ?? null }))
      return listAnswer(items, sourceOf(fred, url), { total: data.count, mode: 'list' })
    }
    const { data, url } = await client.json('/fred/release/dates', {
      query: { release_id: input.release, file_type: 'json', sort_order: 'desc', include_release_dates_with_no_data: 'true', limit: input.limit, offset: input.offset },
      schema: datesAnswer,
    })
    const items = data.release_dates.map((row) => ({ id: row.release_id, date: row.date }))
    return listAnswer(items, sourceOf(fred, url), { total: data.count, mode: 'lookup' })
  },
})
