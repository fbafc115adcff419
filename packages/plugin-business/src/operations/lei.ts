import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { leiCode, leiSummary, oneRecord, recordPage } from '../gleif/record.ts'
import { gleif } from '../upstreams/gleif.ts'

const DAY = 86_400_000

export default defineOperation({
  name: 'lei',
  method: 'GET',
  description: 'Legal Entity Identifier records from GLEIF: exact LEI lookup, or a name search ranked best first, with legal name, jurisdiction, legal form, entity and registration status, headquarters and renewal dates.',
  input: v.object({
    lei: v.optional(v.pipe(leiCode, v.description('Exact LEI'))),
    query: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), v.description('Entity name to search'))),
    country: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), v.description('Headquarters country (search)'))),
    status: v.optional(v.pipe(v.picklist(['active', 'all']), v.description('Only ACTIVE entities (default) or all')), 'active'),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
    offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), 0),
  }),
  price: { usd: 0.003 },
  upstreams: [gleif],
  keywords: ['legal entity identifier', 'lei lookup', 'company lei number', 'gleif search'],
  // Neither an LEI nor a query, or an offset between pages, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.lei && !input.query) throw invalidField('lei', 'give an lei to look up or a query to search')
    if (!input.lei && input.offset % input.limit !== 0) throw invalidField('offset', `must be a multiple of limit (${input.limit}), as GLEIF answers in pages`)
  },
  async handler({ input, upstream, signal }) {
    const client = upstream(gleif)
    const source = (url: string) => (sourceOf(gleif, url))
    if (input.lei) {
      const response = await client.json(`/api/v1/lei-records/${input.lei}`, { schema: oneRecord, acceptStatus: [404], cacheTtlMs: DAY, signal })
      if (response.status === 404) throw createError('NOT_FOUND', `GLEIF has no LEI record ${input.lei}`)
      return lookupAnswer(leiSummary(response.data.data), source(response.url), { mode: 'lookup' })
    }
    const response = await client.json('/api/v1/lei-records', {
      query: {
        'filter[fulltext]': input.query,
        'filter[entity.headquartersAddress.country]': input.country,
        'filter[entity.status]': input.status === 'active' ? 'ACTIVE' : undefined,
        'page[size]': input.limit,
        'page[number]': input.offset / input.limit + 1,
      },
      schema: recordPage,
      cacheTtlMs: DAY,
      signal,
    })
    return listAnswer(response.data.data.map(leiSummary), source(response.url), { total: response.data.meta.pagination.total, mode: 'list' })
  },
})
