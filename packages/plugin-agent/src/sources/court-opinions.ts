import { type OperationSource, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { relevance, summarize, type KnowledgeEvent } from '../events.ts'
import { courtListener } from '@svc/providers/courtlistener'
import type { Ctx, Window } from './types.ts'

/** The search `opinionEvents` asks, as the operation declares it. */
export const opinionsSource: OperationSource = { upstream: courtListener, path: '/api/rest/v4/search/', about: 'CourtListener `GET /api/rest/v4/search/?type=o` (opinions)', cacheTtl: '6h' }

/** `GET /api/rest/v4/search/?type=o`: opinion clusters with snippets. */
const search = v.object({
  count: numberOrNull,
  results: v.array(v.object({
    caseName: textOrNull,
    court: textOrNull,
    court_id: textOrNull,
    dateFiled: textOrNull,
    absolute_url: v.string(),
    status: textOrNull,
    opinions: v.optional(v.array(v.object({ snippet: textOrNull })), []),
  })),
})

/** Federal courts of appeals in CourtListener's ids. */
const CIRCUITS = /^(ca\d+|cadc|cafc)$/

/** Court opinions on the topic filed in the window, most relevant first (CourtListener). */
export async function opinionEvents(ctx: Ctx, window: Window): Promise<KnowledgeEvent[]> {
  const response = await ctx.upstream(courtListener).json('/api/rest/v4/search/', {
    query: { type: 'o', q: window.topic, filed_after: window.since, filed_before: window.until, order_by: 'score desc' },
    schema: search,
  })
  return response.data.results.filter((row) => row.caseName && row.dateFiled).map((row) => {
    const court = row.court ?? row.court_id ?? 'a court'
    return {
      title: row.caseName!,
      summary: summarize(row.opinions.map((opinion) => opinion.snippet).find(Boolean), `Opinion of ${court}.`),
      date: row.dateFiled!.slice(0, 10),
      source: 'court-opinions' as const,
      sourceLabel: `Court opinion (${court})`,
      url: `https://www.courtlistener.com${row.absolute_url}`,
      significance: row.court_id === 'scotus' ? 5 : CIRCUITS.test(row.court_id ?? '') ? 4 : row.status === 'Published' ? 3 : 2,
      relevance: relevance(window.words, `${row.caseName} ${row.opinions[0]?.snippet ?? ''}`),
    }
  })
}
