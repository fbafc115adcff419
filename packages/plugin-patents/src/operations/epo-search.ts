import { defineOperation, listAnswer, rowLimit, sourceOf, rowOffset, requiredText } from '@svc/core'
import * as v from 'valibot'
import { worldPatentData } from '../epo/answer.ts'
import { exchangeDocument, exchangeDocuments } from '../epo/biblio.ts'
import { at, textOf } from '../epo/json.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

export default defineOperation({
  name: 'epo-search',
  method: 'GET',
  description: 'Searches worldwide patent publications (EPO Open Patent Services, DOCDB, 100+ offices) with words or a CQL query (ti=, ab=, pa= applicant, in= inventor, pd= date, cpc=), with bibliographic data of each hit.',
  input: v.object({
    query: requiredText(2, 500, 'Words, or OPS CQL such as ti=battery and pa=siemens and pd>=2020'),
    limit: rowLimit(100, 25),
    offset: rowOffset(1900, 'Hits to skip (OPS serves the first 2000)'),
  }),
  upstreams: [epoOps],
  cacheTtl: '1h',
  sources: [{ path: '/3.2/rest-services/published-data/search/biblio' }],
  keywords: ['european patent search', 'worldwide patent search', 'espacenet search', 'patents by applicant', 'epo patents about'],
  example: { params: { query: 'ti=plastic', limit: 2 } },
  async handler(ctx) {
    const { input } = ctx
    const range = `${input.offset + 1}-${input.offset + input.limit}`
    // OPS answers a search without results 404: an empty list.
    const response = await ctx.upstream(epoOps).json('/3.2/rest-services/published-data/search/biblio', { query: { q: input.query, Range: range }, schema: worldPatentData, acceptStatus: [404] })
    if (response.status === 404) return listAnswer([], sourceOf(epoOps, response.url), { total: 0 })
    const search = at(response.data, 'ops:world-patent-data', 'ops:biblio-search')
    const items = exchangeDocuments(at(search, 'ops:search-result', 'exchange-documents')).map(exchangeDocument)
    const total = Number(textOf(at(search, '@total-result-count')))
    return listAnswer(items, sourceOf(epoOps, response.url), { total: Number.isFinite(total) ? total : null })
  },
})
