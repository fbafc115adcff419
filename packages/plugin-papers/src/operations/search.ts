import { defineOperation, keyOf, listAnswer, pageNumber, requiredText, requireOrder, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { openAlex, pageQuery, politeQuery } from '@svc/providers/openalex'
import { toPaper, workListSchema } from '../openalex/work.ts'

const year = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1500), v.maxValue(2100), v.description(description)))
const SORTS = { relevance: undefined, cited: 'cited_by_count:desc', newest: 'publication_date:desc' } as const

export default defineOperation({
  name: 'search',
  cacheTtl: '1h',
  sources: sourcesInWords('OpenAlex `GET /works?search=`'),
  method: 'GET',
  description: 'Searches scholarly papers (articles, preprints, books, datasets) across all fields in OpenAlex: title, authors with institutions and ORCID, year, venue, DOI, citation count, open-access link and abstract; filter by years and open access, sort by relevance, citations or date.',
  input: v.object({
    query: requiredText(2, 300, 'Search words (titles, abstracts and full text)'),
    yearFrom: year('Published in or after this year'),
    yearTo: year('Published in or before this year'),
    openAccess: v.optional(v.pipe(v.boolean(), v.description('Only open-access works'))),
    type: v.optional(v.pipe(v.picklist(['article', 'preprint', 'review', 'book', 'book-chapter', 'dataset', 'dissertation']), v.description('Only this type of work'))),
    sort: v.optional(v.pipe(keyOf(SORTS), v.description('relevance (default), cited (most cited first) or newest')), 'relevance'),
    limit: rowLimit(50, 10),
    page: pageNumber(500),
  }),
  upstreams: [openAlex],
  keywords: ['find research papers', 'academic papers about', 'scientific literature search', 'scholarly articles', 'published studies on'],
  // Years in the wrong order, or a page past what OpenAlex serves, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'yearFrom', 'yearTo')
    pageQuery(input.limit, input.page)
  },
  async handler({ input, upstream, settings }) {
    const filters = [
      (input.yearFrom !== undefined || input.yearTo !== undefined) && `publication_year:${input.yearFrom ?? ''}-${input.yearTo ?? ''}`,
      input.openAccess !== undefined && `is_oa:${input.openAccess}`,
      input.type && `type:${input.type}`,
    ].filter(Boolean)
    const response = await upstream(openAlex).json('/works', {
      query: { search: input.query, filter: filters.length ? filters.join(',') : undefined, sort: SORTS[input.sort], ...pageQuery(input.limit, input.page), ...politeQuery(settings) },
      schema: workListSchema,
    })
    return listAnswer(response.data.results.map(toPaper), sourceOf(openAlex, response.url), { total: response.data.meta.count })
  },
})
