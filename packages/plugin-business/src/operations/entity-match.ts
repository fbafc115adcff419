import { defineOperation, listAnswer, sourceOf, rowLimit, requiredText } from '@svc/core'
import * as v from 'valibot'
import { recordPage, type LeiRecord } from '../gleif/record.ts'
import { confidenceOf, coreName, nameSimilarity } from '@svc/providers/sanctions'
import { gleif } from '../upstreams/gleif.ts'

/** Candidates asked of GLEIF before ranking: more than `limit`, so reranking can promote the right one. */
const POOL = 50

export default defineOperation({
  name: 'entity-match',
  sources: [{ path: '/api/v1/lei-records', about: 'GLEIF `GET /api/v1/lei-records?filter[fulltext]=`, ranked on the host' }],
  method: 'GET',
  description: 'Matches a company name to registered legal entities (GLEIF LEI records, worldwide): candidates ranked by a 0-1 similarity with a confidence label, and a best match when one reaches medium confidence. Tolerates legal-suffix noise, word order, punctuation and former names.',
  input: v.object({
    name: requiredText(2, 200, 'Company name as you have it'),
    country: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), v.description('Headquarters country'))),
    limit: rowLimit(25, 5),
  }),
  upstreams: [gleif],
  keywords: ['company name matching', 'entity resolution', 'fuzzy company match', 'find the right company'],
  async handler({ input, upstream }) {
    const response = await upstream(gleif).json('/api/v1/lei-records', {
      query: { 'filter[fulltext]': coreName(input.name), 'filter[entity.headquartersAddress.country]': input.country, 'page[size]': POOL },
      schema: recordPage,
    })
    const candidates = response.data.data
      .map((record) => scored(record, input.name))
      .sort((a, b) => b.score - a.score || a.legalName.localeCompare(b.legalName))
      .slice(0, input.limit)
    const best = candidates[0] && candidates[0].confidence !== 'low' ? candidates[0] : null
    // total: every record GLEIF matched, of which the first POOL were ranked and `limit` kept.
    return { ...listAnswer(candidates, sourceOf(gleif, response.url), { total: response.data.meta.pagination.total }), bestMatch: best }
  },
})

function scored(record: LeiRecord, query: string) {
  const { entity } = record.attributes
  // Former and other names count too: the best-matching one decides.
  const names = [{ name: entity.legalName.name, kind: 'legalName' as const }, ...entity.otherNames.map((other) => ({ name: other.name, kind: 'otherName' as const }))]
  const best = names.map((candidate) => ({ ...candidate, score: nameSimilarity(query, candidate.name) })).sort((a, b) => b.score - a.score)[0]!
  const hq = entity.headquartersAddress ?? entity.legalAddress
  return {
    lei: record.attributes.lei,
    legalName: entity.legalName.name,
    matchedName: best.name,
    matchedOn: best.kind,
    score: best.score,
    confidence: confidenceOf(best.score),
    country: hq?.country ?? null,
    jurisdiction: entity.jurisdiction,
    status: entity.status,
  }
}
