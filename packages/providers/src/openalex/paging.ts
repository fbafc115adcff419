import { invalidField } from '@svc/core'

/** OpenAlex basic paging: `per_page` 1-100, `page` 1-500, and only the first 10,000 results (page × per_page). */
export const OPENALEX_PAGING = { maxPerPage: 100, maxPage: 500, maxResults: 10_000 } as const

/**
 * The paging parameters of an OpenAlex list call for `limit` results on `page` (1-based); a page OpenAlex
 * does not serve is a 400 naming the caller's `limit` or `page` field, before any call or payment.
 */
export function pageQuery(limit: number, page = 1): { per_page: number; page: number } {
  const { maxPerPage, maxPage, maxResults } = OPENALEX_PAGING
  if (!Number.isInteger(limit) || limit < 1 || limit > maxPerPage) throw invalidField('limit', `must be 1 to ${maxPerPage}`)
  if (!Number.isInteger(page) || page < 1 || page > maxPage) throw invalidField('page', `must be 1 to ${maxPage}`)
  if (page * limit > maxResults) throw invalidField('page', `page × limit must be at most ${maxResults} (OpenAlex serves the first ${maxResults} results)`)
  return { per_page: limit, page }
}
