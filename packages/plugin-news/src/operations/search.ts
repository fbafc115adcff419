import { createError, defineOperation, invalidField, listAnswer, sourceOf, optionalDate, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { dateRange } from '../dates.ts'
import { gdelt } from '../upstreams/gdelt.ts'

const articleSchema = v.object({
  url: v.string(),
  title: v.optional(v.string(), ''),
  seendate: v.string(),
  socialimage: v.optional(v.string(), ''),
  domain: v.optional(v.string(), ''),
  language: v.optional(v.string(), ''),
  sourcecountry: v.optional(v.string(), ''),
})
// GDELT answers `{}` when nothing matches; any other member is another shape.
const answerSchema = v.union([v.strictObject({}), v.object({ articles: v.array(articleSchema) })])

const SORTS = { date: 'DateDesc', relevance: 'HybridRel', tone: 'ToneDesc' } as const
/** The DOC 2.0 API searches a rolling window of the last three months. */
const WINDOW_DAYS = 90
const word = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,30}$/, 'must be one word of letters'), v.description(description)))

export default defineOperation({
  name: 'search',
  method: 'GET',
  description: 'Searches worldwide online news of the last three months (GDELT): articles matching words or a phrase, with title, URL, source domain, language, source country and when it was seen; filter by language, country and dates.',
  input: v.object({
    q: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(250), v.description('Words to search; "quoted phrase" for an exact phrase')),
    language: word('Source language in English, e.g. english, french, spanish'),
    country: word('Source country name without spaces or FIPS code, e.g. france, unitedstates, uk'),
    from: optionalDate('Seen on or after this date (within the last 90 days)'),
    to: optionalDate('Seen on or before this date'),
    sort: v.optional(v.pipe(v.picklist(Object.keys(SORTS) as Array<keyof typeof SORTS>), v.description('date (newest first, default), relevance or tone')), 'date'),
    limit: rowLimit(250, 25),
  }),
  upstreams: [gdelt],
  keywords: ['latest news about', 'news articles on a topic', 'what is in the news', 'press coverage of a company', 'headlines'],
  // Dates in the wrong order, or before the window GDELT searches, can only fail: the 400 comes before any 402.
  check: (input) => {
    const { start } = dateRange(input.from, input.to)
    if (start !== undefined && start < Date.now() / 1000 - WINDOW_DAYS * 86_400) throw invalidField('from', `must be within the last ${WINDOW_DAYS} days`)
  },
  async handler({ input, upstream }) {
    const { start, end } = dateRange(input.from, input.to)
    const filters = [input.language && `sourcelang:${input.language}`, input.country && `sourcecountry:${input.country}`].filter(Boolean)
    const response = await upstream(gdelt).text('/doc/doc', {
      query: {
        query: [input.q, ...filters].join(' '),
        mode: 'ArtList',
        format: 'json',
        maxrecords: input.limit,
        sort: SORTS[input.sort],
        startdatetime: start === undefined ? undefined : compact(start),
        enddatetime: end === undefined ? undefined : compact(Math.min(end, Date.now() / 1000)),
        timespan: start === undefined && end === undefined ? '7d' : undefined,
      },
      cacheTtlMs: 10 * 60_000,
    })
    const items = parseArticles(response.data).map((article) => ({
      title: article.title,
      url: article.url,
      domain: article.domain,
      language: article.language || null,
      sourceCountry: article.sourcecountry || null,
      seenAt: seenAt(article.seendate),
      imageUrl: article.socialimage || null,
    }))
    return listAnswer(items, sourceOf(gdelt, response.url), { total: null })
  },
})

/** GDELT answers JSON, or a plain-text sentence when it refuses the query (too short, too common...). */
function parseArticles(text: string) {
  const trimmed = text.trim()
  if (trimmed.startsWith('<')) throw createError('UPSTREAM_FAILED', 'GDELT answered an HTML page instead of JSON')
  if (!trimmed.startsWith('{')) throw invalidField('q', `the news search refused this query: ${trimmed.slice(0, 200)}`)
  let json: unknown
  try {
    json = JSON.parse(trimmed)
  } catch {
    throw createError('UPSTREAM_FAILED', 'GDELT answered malformed JSON')
  }
  const parsed = v.safeParse(answerSchema, json)
  if (!parsed.success) throw createError('UPSTREAM_FAILED', 'GDELT answered JSON of another shape')
  return 'articles' in parsed.output ? parsed.output.articles : []
}

/** Unix seconds -> GDELT's `YYYYMMDDHHMMSS`. */
function compact(seconds: number): string {
  return new Date(Math.floor(seconds) * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

/** `20240101T120000Z` -> `2024-01-01T12:00:00Z`. */
function seenAt(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z` : null
}
