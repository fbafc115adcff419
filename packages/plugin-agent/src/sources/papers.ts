import { type OperationSource, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { relevance, summarize, type KnowledgeEvent } from '../events.ts'
import { openAlex, pageQuery } from '@svc/providers/openalex'
import type { Ctx, Window } from './types.ts'

/** The search `paperEvents` asks, as the operation declares it. */
export const papersSource: OperationSource = { upstream: openAlex, path: '/works', cacheTtl: '6h' }

/** `GET /works`: `{meta: {count}, results: [...]}`; the abstract comes as an inverted index (word -> positions). */
const works = v.object({
  meta: v.object({ count: v.number() }),
  results: v.array(v.object({
    id: v.string(),
    doi: textOrNull,
    display_name: textOrNull,
    publication_date: textOrNull,
    cited_by_count: v.optional(v.number(), 0),
    abstract_inverted_index: v.nullish(v.record(v.string(), v.array(v.number())), null),
    primary_location: v.nullish(v.object({ landing_page_url: textOrNull, source: v.nullish(v.object({ display_name: textOrNull }), null) }), null),
  })),
})

/** The abstract's words back in order. */
export function abstractText(index: Record<string, number[]> | null): string | null {
  if (!index) return null
  const words: string[] = []
  for (const [word, positions] of Object.entries(index)) for (const position of positions) words[position] = word
  return words.filter(Boolean).join(' ')
}

const cited = (count: number): KnowledgeEvent['significance'] => (count >= 100 ? 5 : count >= 25 ? 4 : count >= 5 ? 3 : count >= 1 ? 2 : 1)

/** Scholarly works on the topic published in the window, most cited first (OpenAlex). */
export async function paperEvents(ctx: Ctx, window: Window): Promise<KnowledgeEvent[]> {
  const response = await ctx.upstream(openAlex).json('/works', {
    query: {
      search: window.topic,
      filter: `from_publication_date:${window.since},to_publication_date:${window.until}`,
      sort: 'cited_by_count:desc',
      ...pageQuery(25),
      select: 'id,doi,display_name,publication_date,cited_by_count,abstract_inverted_index,primary_location',
    },
    schema: works,
  })
  return response.data.results.filter((work) => work.display_name && work.publication_date).map((work) => {
    const venue = work.primary_location?.source?.display_name
    return {
      title: work.display_name!,
      summary: summarize(abstractText(work.abstract_inverted_index), `Published${venue ? ` in ${venue}` : ''}; cited ${work.cited_by_count} times.`),
      date: work.publication_date!,
      source: 'papers' as const,
      sourceLabel: `Academic paper${venue ? ` (${venue})` : ''}`,
      url: work.doi ?? work.primary_location?.landing_page_url ?? work.id,
      significance: cited(work.cited_by_count),
      relevance: relevance(window.words, work.display_name!),
    }
  })
}
