import { listAnswer, numberOrNull, sourceOf, textOrNull } from '@svc/core'
import type { Duration, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { courtListener } from '../upstreams/courtlistener.ts'

export type Query = Record<string, string | number | boolean | undefined>

/** How long a search is kept: the `cacheTtl` of the operations that search. */
export const SEARCH_TTL: Duration = '30min'

/**
 * `GET /api/rest/v4/search/`: `{count, next, previous, results: [...]}`, 20 rows a page, paged by the
 * opaque `cursor` of the `next` URL (answered to callers as `nextCursor`). Rows are checked with the
 * operation's own schema (the members it reads).
 */
export async function searchCourtListener<R extends v.GenericSchema>(client: UpstreamClient, type: 'o' | 'd' | 'p', row: R, query: Query) {
  const answer = v.object({ count: numberOrNull, next: textOrNull, results: v.array(row) })
  const response = await client.json('/api/rest/v4/search/', { query: { type, ...query }, schema: answer })
  const data = response.data as { count: number | null; next: string | null; results: Array<v.InferOutput<R>> }
  return { rows: data.results, total: data.count, nextCursor: cursorOf(data.next), url: response.url }
}

/** A search page as answered: the operation's items, CourtListener's count of matches and the cursor of the next page. */
export function searchAnswer<T>(result: { total: number | null; nextCursor: string | null; url: string }, items: T[]) {
  return { ...listAnswer(items, sourceOf(courtListener, result.url), { total: result.total }), nextCursor: result.nextCursor }
}

function cursorOf(next: string | null): string | null {
  if (!next) return null
  try {
    return new URL(next).searchParams.get('cursor')
  } catch {
    return null
  }
}

/** Search fields are strings, or null when the record has none; blanks become null. */
export const str = v.pipe(textOrNull, v.transform((value) => (value?.trim() ? value.trim() : null)))
export const strings = v.pipe(v.nullish(v.array(v.nullable(v.string())), null), v.transform((list) => (list ?? []).filter((item): item is string => Boolean(item))))
/** Dates arrive as YYYY-MM-DD or a full ISO time; answers give the day. */
export const day = v.pipe(textOrNull, v.transform((value) => (value ? value.slice(0, 10) : null)))
