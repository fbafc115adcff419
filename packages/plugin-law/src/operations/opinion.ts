import { createError, defineOperation, forbidTogether, invalidField, lookupAnswer, requireOne, sourceOf, type UpstreamClient } from '@svc/core'
import { citationLookupSource, lookUpCitations } from '../courtlistener/citations.ts'
import * as v from 'valibot'
import { opinionAnswer } from '../courtlistener/opinion-text.ts'
import { clusterSchema, clusterSummary, idOf, opinionSchema, record } from '../courtlistener/records.ts'
import { courtListener } from '../upstreams/courtlistener.ts'

/** A case has at most a handful of opinions (lead, concurrences, dissents); more are listed without text. */
const MAX_OPINIONS = 8
const id = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999_999_999), v.description(description)))

/** The one case a citation names, through the citation lookup (which answers the cluster itself). */
async function clusterOfCitation(client: UpstreamClient, citation: string) {
  const { citations, url } = await lookUpCitations(client, citation)
  const found = citations[0]
  if (!found) throw invalidField('citation', 'no case citation recognized (statutes, id. and supra are not looked up)')
  if (found.outcome === 'ambiguous') {
    throw invalidField('citation', `matches several cases (${found.clusters.map((cluster) => `${cluster.case_name ?? 'unnamed'}: clusterId ${cluster.id}`).join('; ')}): give the clusterId`)
  }
  if (found.outcome !== 'found' || !found.clusters[0]) throw createError('NOT_FOUND', `citation: CourtListener has no case at ${found.normalized[0] ?? found.citation}${found.message ? ` (${found.message})` : ''}`)
  return { data: found.clusters[0], url }
}

export default defineOperation({
  name: 'opinion',
  method: 'POST',
  description: 'The full text of a U.S. court decision from CourtListener, by opinion cluster id (the case: every opinion, lead, concurrences, dissents), by a reporter citation of the case (576 U.S. 644) or by one opinion id: case name, date filed, citations, judges, times cited, and per opinion its type, author, joining judges and text (cut at maxChars, saying so).',
  input: v.object({
    clusterId: id('CourtListener opinion cluster id (a case), as case-search answers it'),
    opinionId: id('CourtListener opinion id (one opinion of a case)'),
    citation: v.optional(v.pipe(v.string(), v.trim(), v.minLength(5), v.maxLength(120), v.regex(/^[^\r\n]+$/, 'must be one line'), v.description('A reporter citation of the case instead of an id, e.g. 576 U.S. 644'))),
    maxChars: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(300_000), v.description('Text per opinion at most (100-300000, default 50000)')), 50_000),
  }),
  upstreams: [courtListener],
  cacheTtl: '1d',
  sources: [{ path: '/api/rest/v4/clusters/{id}/' }, { path: '/api/rest/v4/opinions/{id}/' }, citationLookupSource],
  keywords: ['read the court opinion', 'full text of the decision', 'judicial opinion text', 'dissent and concurrence'],
  example: { params: { clusterId: 2812209, maxChars: 2000 } },
  check(input) {
    requireOne(input, ['clusterId', 'opinionId', 'citation'])
    forbidTogether(input, 'clusterId', 'opinionId')
    forbidTogether(input, 'clusterId', 'citation')
    forbidTogether(input, 'opinionId', 'citation')
  },
  async handler({ input, upstream }) {
    const client = upstream(courtListener)
    const one = input.opinionId ? await record(client, 'opinions', input.opinionId, opinionSchema) : null
    const cluster = input.citation ? await clusterOfCitation(client, input.citation) : await record(client, 'clusters', one ? one.data.cluster_id : input.clusterId!, clusterSchema)
    const ids = one ? [one.data.id] : cluster.data.sub_opinions.map(idOf).filter((found): found is number => found !== null)
    const fetched = one ? [one.data] : await Promise.all(ids.slice(0, MAX_OPINIONS).map(async (opinionId) => (await record(client, 'opinions', opinionId, opinionSchema)).data))
    const opinions = fetched.map((opinion) => opinionAnswer(opinion, input.maxChars))
    return lookupAnswer({
      ...clusterSummary(cluster.data),
      syllabus: cluster.data.syllabus,
      disposition: cluster.data.disposition,
      opinionCount: ids.length,
      opinions,
    }, sourceOf(courtListener, one?.url ?? cluster.url))
  },
})
