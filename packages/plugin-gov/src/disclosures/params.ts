import { optionalDate, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { offset, stateCode } from '../shared/params.ts'

/** Parameters the two disclosure operations share, with the spec's bounds. */
export const disclosureParams = {
  q: optionalText(1, 80, 'Member name words'),
  chamber: v.optional(v.pipe(v.picklist(['house', 'senate']), v.description('house or senate (default both)'))),
  state: stateCode(),
  dateFrom: optionalDate('On or after'),
  dateTo: optionalDate('On or before'),
  limit: rowLimit(100, 25, 'Rows per page (1-100)'),
  offset: offset(100_000),
}

/** Every word of the query appears in the name (case and accents aside). */
export function nameMatches(name: string, q: string | undefined): boolean {
  if (!q) return true
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
  const haystack = fold(name)
  return fold(q).split(/\s+/).every((word) => haystack.includes(word))
}

export const inRange = (day: string | null, from?: string, to?: string) => (!from || (day !== null && day >= from)) && (!to || (day !== null && day <= to))
