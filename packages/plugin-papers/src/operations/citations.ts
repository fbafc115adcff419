import { defineOperation, listAnswer, pageNumber, requiredText, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { openAlex, pageQuery, politeQuery, shortId, workKey } from '@svc/providers/openalex'
import { toPaper, workListSchema, workSchema } from '../openalex/work.ts'

export default defineOperation({
  name: 'citations',
  cacheTtl: '1h',
  sources: sourcesInWords('OpenAlex `GET /works/doi:…` then `/works?filter=cites:W…`'),
  method: 'GET',
  description: 'The papers that cite a given paper (by DOI or OpenAlex id), most cited or newest first, with the cited paper\'s own citation count.',
  input: v.object({
    work: requiredText(3, 300, 'DOI (10.xxxx/...), a doi.org URL or an OpenAlex work id (W...)'),
    sort: v.optional(v.pipe(v.picklist(['cited', 'newest']), v.description('cited (most cited first, default) or newest')), 'cited'),
    limit: rowLimit(50, 10),
    page: pageNumber(200),
  }),
  upstreams: [openAlex],
  keywords: ['who cites this paper', 'citations of a doi', 'papers citing', 'citation count of an article'],
  // Something neither a DOI nor a work id can only fail: the 400 comes before any 402.
  check: (input) => void workKey(input.work, 'work'),
  async handler({ input, upstream, settings }) {
    const client = upstream(openAlex)
    const key = workKey(input.work, 'work')
    const cited = await client.json(`/works/${key}`, { query: politeQuery(settings), schema: workSchema, notFound: `OpenAlex has no work ${input.work}` })
    const id = shortId(cited.data.id)
    const citing = await client.json('/works', {
      query: { filter: `cites:${id}`, sort: input.sort === 'cited' ? 'cited_by_count:desc' : 'publication_date:desc', ...pageQuery(input.limit, input.page), ...politeQuery(settings) },
      schema: workListSchema,
    })
    const paper = toPaper(cited.data)
    return {
      ...listAnswer(citing.data.results.map(toPaper), sourceOf(openAlex, citing.url), { total: citing.data.meta.count }),
      cited: { id: paper.id, doi: paper.doi, title: paper.title, year: paper.year, citedByCount: paper.citedByCount },
    }
  },
})
