import { defineOperation, listAnswer, sourceOf, optionalDate, paging, requireOrder, requiredText } from '@svc/core'
import * as v from 'valibot'
import { summary, wrapperAnswer } from '../odp.ts'
import { usptoOdp } from '../upstreams/uspto-odp.ts'

const PATH = '/api/v1/patent/applications/search'

export default defineOperation({
  name: 'search',
  method: 'GET',
  description: 'Searches U.S. patent applications and granted patents (USPTO Open Data Portal, filed since 2001) by words, newest filing first, optionally within a filing-date window.',
  input: v.object({
    query: requiredText(2, 200, 'Search words (titles, applicants, inventors and other fields), e.g. solid state battery'),
    from: optionalDate('Filed on or after (YYYY-MM-DD)'),
    to: optionalDate('Filed on or before (YYYY-MM-DD)'),
    ...paging({ max: 100, default: 25, maxOffset: 10_000 }),
  }),
  check(input) {
    requireOrder(input, 'from', 'to')
  },
  upstreams: [usptoOdp],
  cacheTtl: '1h',
  sources: [{ path: PATH }],
  keywords: ['us patents about a technology', 'patent search', 'find patents about', 'uspto patent applications', 'who patented', 'patent applications by company'],
  example: { params: { query: 'solid state battery', limit: 2 } },
  async handler({ input, upstream }) {
    const range = input.from || input.to ? `applicationMetaData.filingDate ${input.from ?? '2001-01-01'}:${input.to ?? '9999-12-31'}` : undefined
    const query = { q: input.query, sort: 'applicationMetaData.filingDate desc', offset: input.offset, limit: input.limit, rangeFilters: range }
    // No match is a 404 at ODP: an empty list here.
    const response = await upstream(usptoOdp).json(PATH, { query, schema: wrapperAnswer, acceptStatus: [404] })
    if (response.status === 404) return listAnswer([], sourceOf(usptoOdp, response.url), { total: 0 })
    const items = response.data.patentFileWrapperDataBag.map(summary)
    return listAnswer(items, sourceOf(usptoOdp, response.url), { total: response.data.count ?? null })
  },
})
