import { optionalDate, requireOne, rowLimit, requireOrder, optionalText } from '@svc/core'
import * as v from 'valibot'

/** CourtListener court ids (scotus, ca9, nysd, cal...), comma- or space-separated, at most 20. */
export const courts = v.optional(v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9]{2,20}(?:[ ,]+[a-z0-9]{2,20}){0,19}$/, 'must be CourtListener court ids separated by commas, e.g. scotus,ca9'),
  v.description('CourtListener court ids, comma-separated (scotus, ca9, nysd, cal...)'),
))

export const from = optionalDate('Filed on or after (YYYY-MM-DD)')
export const to = optionalDate('Filed on or before (YYYY-MM-DD)')

/** The courts and filing window a search is narrowed to (CourtListener's parameters: `courtAndFiled`). */
export const courtsAndWindow = { court: courts, from, to }

/** The opaque page token a previous answer gave as `nextCursor`. */
export const cursor = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9%=_.-]{1,600}$/, 'must be the nextCursor of a previous answer'), v.description('nextCursor of a previous answer')))

/** CourtListener's search answers 20 rows a page. */
export const limit = rowLimit(20, 20)

export const text = (min: number, max: number, description: string) =>
  optionalText(min, max, description)

/** The check of a search (case-search, docket-search): one of the words `filters` given, and the filing window in order. */
export const filteredWindow = <T extends { from?: string | undefined; to?: string | undefined }>(filters: ReadonlyArray<keyof T & string>) => (input: T) => {
  requireOne(input, filters)
  requireOrder(input, 'from', 'to')
}

/** The courts and filing window of a search as CourtListener's search parameters. */
export const courtAndFiled = (input: { court?: string | undefined; from?: string | undefined; to?: string | undefined }) => ({
  court: courtParam(input.court),
  filed_after: input.from,
  filed_before: input.to,
})

/** Space-separated, as the search's `court` parameter takes them. */
export const courtParam = (value: string | undefined) => (value ? value.split(/[ ,]+/).join(' ') : undefined)
