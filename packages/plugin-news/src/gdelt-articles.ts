import { createError, invalidField, rateLimitedAnswer } from '@svc/core'
import * as v from 'valibot'

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

/** An article as news.search answers it. */
export const toArticle = (article: v.InferOutput<typeof articleSchema>) => ({
    title: article.title,
    url: article.url,
    domain: article.domain,
    language: article.language || null,
    sourceCountry: article.sourcecountry || null,
    seenAt: seenAt(article.seendate),
    imageUrl: article.socialimage || null,
})

/** GDELT answers JSON, or a plain-text sentence when it refuses the query (too short, too common...). */
export function parseArticles(text: string) {
  const read = readAnswer(text)
  if ('slowDown' in read) throw slowDown(read.slowDown)
  if ('refused' in read) throw invalidField('q', `the news search refused this query: ${read.refused}`)
  return read.articles
}

/**
 * The search's `accept`: an answer no call can use (empty, malformed or other JSON, a web page) is refused before the
 * client keeps it 10 minutes; the sentence asking to slow down is GDELT's rate limit, answered as its 429 would be (a 429
 * with Retry-After, every host held off 5 s, nothing charged or kept); a refusal of the query itself is kept, it stays one.
 * Module level, and known by its source, so an answer kept is asked once.
 */
export const usableAnswer = (text: string) => {
  const read = readAnswer(text)
  return 'slowDown' in read ? slowDown(read.slowDown) : undefined
}

// GDELT's "Please limit requests to one every 5 seconds": about the caller's pace, not the query.
const SLOW_DOWN = /limit requests to one every/i
/** How long GDELT asks between two requests (its sentence names it: "one every 5 seconds"). */
const GDELT_PACE_SECONDS = 5

const slowDown = (sentence: string) => rateLimitedAnswer(`GDELT asked to slow down: ${sentence}`, { retryAfterSeconds: GDELT_PACE_SECONDS })

function readAnswer(text: string): { articles: Array<v.InferOutput<typeof articleSchema>> } | { refused: string } | { slowDown: string } {
  const trimmed = text.trim()
  if (trimmed.startsWith('<')) throw createError('UPSTREAM_FAILED', 'GDELT answered an HTML page instead of JSON')
  if (!trimmed) throw createError('UPSTREAM_FAILED', 'GDELT answered an empty body instead of JSON')
  if (SLOW_DOWN.test(trimmed)) return { slowDown: trimmed.slice(0, 200) }
  if (!trimmed.startsWith('{')) return { refused: trimmed.slice(0, 200) }
  let json: unknown
  try {
    json = JSON.parse(trimmed)
  } catch {
    throw createError('UPSTREAM_FAILED', 'GDELT answered malformed JSON')
  }
  const parsed = v.safeParse(answerSchema, json)
  if (!parsed.success) throw createError('UPSTREAM_FAILED', 'GDELT answered JSON of another shape')
  return { articles: 'articles' in parsed.output ? parsed.output.articles : [] }
}

/** Unix seconds -> GDELT's `YYYYMMDDHHMMSS`. */
export function compact(seconds: number): string {
  return new Date(Math.floor(seconds) * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

/** `20240101T120000Z` -> `2024-01-01T12:00:00Z`. */
function seenAt(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z` : null
}
