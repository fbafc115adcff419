import { calendarDate, createError, defineOperation, isApiError, optionalDate, requireOrder, requiredText } from '@svc/core'
import * as v from 'valibot'
import { dedupeAndRank, topicWords, type KnowledgeEvent } from '../events.ts'
import { opinionEvents, opinionsSource } from '../sources/court-opinions.ts'
import { federalRegisterEvents } from '../sources/federal-register.ts'
import { paperEvents, papersSource } from '../sources/papers.ts'
import { senateVoteEvents } from '../sources/senate-votes.ts'
import type { Ctx, Window } from '../sources/types.ts'
import { courtListener } from '@svc/providers/courtlistener'
import { openAlex } from '@svc/providers/openalex'

const SOURCES: Record<KnowledgeEvent['source'], (ctx: Ctx, window: Window) => Promise<KnowledgeEvent[]>> = {
  'federal-register': federalRegisterEvents,
  'senate-votes': senateVoteEvents,
  papers: paperEvents,
  'court-opinions': opinionEvents,
}

export default defineOperation({
  name: 'knowledge-delta',
  method: 'POST',
  description: 'What changed on a topic since a date: a deduplicated, ranked list of events from federal regulations (Federal Register), Senate roll-call votes, academic papers (OpenAlex) and court opinions (CourtListener), each with a title, a one-to-two-sentence summary, date, source label, URL and a significance score 1-5; each source reports its own status.',
  input: v.strictObject({
    topic: requiredText(2, 200, 'What to catch up on'),
    since: calendarDate('Events on or after'),
    until: optionalDate('Events on or before (default today)'),
    maxEvents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 20),
  }),
  upstreams: [openAlex, courtListener],
  requires: ['gov.federal-register-recent', 'gov.senate-votes'],
  sources: [{ operation: 'gov.federal-register-recent' }, { operation: 'gov.senate-votes' }, papersSource, opinionsSource],
  keywords: ['what changed since', 'catch up on a topic', 'recent developments', 'news since date', 'regulatory and research updates'],
  // Dates in the wrong order can only fail: the 400 comes before any 402, naming the date the caller sent.
  check: (input) => requireOrder(input, 'since', 'until', { until: new Date().toISOString().slice(0, 10) }),
  async handler(ctx) {
    const until = ctx.input.until ?? new Date().toISOString().slice(0, 10)
    const window: Window = { topic: ctx.input.topic, words: topicWords(ctx.input.topic), since: ctx.input.since, until }
    // Every source at once; one failing leaves the others standing.
    const results = await Promise.all(Object.entries(SOURCES).map(async ([name, read]) => {
      try {
        return { name, events: await read(ctx as Ctx, window) }
      } catch (error) {
        return { name, events: [] as KnowledgeEvent[], message: isApiError(error) ? error.message : `${name} could not be read` }
      }
    }))
    const failed = results.filter((result) => result.message !== undefined)
    if (failed.length === results.length) throw createError('UPSTREAM_FAILED', `No source could be read: ${failed.map((result) => `${result.name}: ${result.message}`).join('; ')}`)
    const { events, duplicates } = dedupeAndRank(results.flatMap((result) => result.events), ctx.input.maxEvents)
    return {
      ok: true,
      items: events.map(({ relevance: _relevance, source, sourceLabel, url, ...event }) => ({ ...event, source: sourceLabel, sourceUrl: url, kind: source })),
      total: events.length,
      sources: Object.fromEntries(results.map((result) => [result.name, result.message === undefined ? { status: 'found', events: result.events.length } : { status: 'error', message: result.message }])),
      meta: { topic: window.topic, since: window.since, until, duplicatesRemoved: duplicates },
      source: { provider: 'Federal Register; U.S. Senate; OpenAlex; CourtListener', url: 'https://www.federalregister.gov/developers/documentation/api/v1', license: 'Public domain (U.S. government works); OpenAlex CC0; CourtListener (Free Law Project)' },
    }
  },
})
