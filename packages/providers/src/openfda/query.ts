import { createError, sourceOf, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { openFda } from './upstream.ts'

/** openFDA answers `{meta: {results: {skip, limit, total}}, results: [...]}`; no match is a 404 with `error.code` NOT_FOUND. */
const answer = v.object({
  meta: v.object({ last_updated: v.optional(v.string()), results: v.object({ total: v.number() }) }),
  results: v.array(v.record(v.string(), v.unknown())),
})

/** A term of openFDA's search syntax: `field:"value"` (quotes and backslashes removed from the value). */
export function term(field: string, value: string): string {
  return `${field}:"${value.replace(/["\\]/g, ' ').trim()}"`
}

/** `field:[20240101 TO 20241231]` from ISO dates; an open end is `*`. */
export function dateRange(field: string, from?: string, to?: string): string | undefined {
  if (!from && !to) return undefined
  const compact = (date: string | undefined) => (date ? date.replace(/-/g, '') : '*')
  return `${field}:[${compact(from)} TO ${compact(to)}]`
}

export interface FdaQuery {
  terms: Array<string | undefined>
  sort?: string
  limit: number
  skip: number
}

/** Runs an openFDA query; no match is an empty list, not an error. */
export async function fdaSearch(client: UpstreamClient, path: string, query: FdaQuery) {
  const search = query.terms.filter(Boolean).join(' AND ')
  const response = await client.json(path, {
    query: { search: search || undefined, sort: query.sort, limit: query.limit, skip: query.skip },
    schema: answer,
    acceptStatus: [404, 400],
  })
  if (response.status === 404) return { rows: [] as Array<Record<string, unknown>>, total: 0, lastUpdated: null, url: response.url }
  if (response.status === 400) {
    const message = (response.data as { error?: { message?: string } })?.error?.message ?? 'the query was refused'
    throw createError('UPSTREAM_FAILED', `openFDA refused the search: ${message}`)
  }
  return { rows: response.data.results, total: response.data.meta.results.total, lastUpdated: response.data.meta.last_updated ?? null, url: response.url }
}

export const source = (url: string) => (sourceOf(openFda, url))
