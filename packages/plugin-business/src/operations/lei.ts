import { defineOperation, listAnswer, lookupAnswer, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { leiCode, leiSummary, oneRecord, recordPage } from '../gleif/record.ts'
import { gleif } from '../upstreams/gleif.ts'

export default defineOperation({
  name: 'lei',
  sources: [{ path: '/api/v1/lei-records/{lei}' }, { path: '/api/v1/lei-records' }],
  method: 'GET',
  description: 'Legal Entity Identifier records from GLEIF: exact LEI lookup, or a search (by name, ranked best first, and/or headquarters country and status), with legal name, jurisdiction, legal form, entity and registration status, headquarters and renewal dates.',
  input: v.object({
    lei: v.optional(v.pipe(leiCode, v.description('Exact LEI'))),
    query: optionalText(1, 200, 'Entity name to search'),
    country: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), v.description('Headquarters country (search)'))),
    status: v.optional(v.pipe(v.picklist(['active', 'all']), v.description('Only ACTIVE entities (default) or all')), 'active'),
    limit: rowLimit(100, 10),
    offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000, 'must be at most 10000: GLEIF serves the first 10,000 matches of a search'), v.description('Matches to skip (at most 10,000: GLEIF serves the first 10,000 of a search)')), 0),
  }),
  upstreams: [gleif],
  keywords: ['legal entity identifier', 'lei lookup', 'company lei number', 'gleif search'],
  async handler({ input, upstream }) {
    const client = upstream(gleif)
    const source = (url: string) => (sourceOf(gleif, url))
    if (input.lei) {
      const response = await client.json(`/api/v1/lei-records/${input.lei}`, { schema: oneRecord, notFound: `GLEIF has no LEI record ${input.lei}` })
      return lookupAnswer(leiSummary(response.data.data), source(response.url), { mode: 'lookup' })
    }
    // GLEIF answers in pages of `limit`: an offset between two page starts reads both and keeps the rows from it.
    const first = Math.floor(input.offset / input.limit) + 1
    const skip = input.offset % input.limit
    const page = (number: number) => client.json('/api/v1/lei-records', {
      query: {
        'filter[fulltext]': input.query,
        'filter[entity.headquartersAddress.country]': input.country,
        'filter[entity.status]': input.status === 'active' ? 'ACTIVE' : undefined,
        'page[size]': input.limit,
        'page[number]': number,
      },
      schema: recordPage,
    })
    const pages = await Promise.all(skip === 0 ? [page(first)] : [page(first), page(first + 1)])
    const records = pages.flatMap((response) => response.data.data).slice(skip, skip + input.limit)
    return listAnswer(records.map(leiSummary), source(pages[0]!.url), { total: pages[0]!.data.meta.pagination.total, mode: 'list' })
  },
})
