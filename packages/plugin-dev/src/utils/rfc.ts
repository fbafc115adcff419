import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'

/** The RFC Editor's index entries and Datatracker's document search, as rfc reads them. */
const ids = v.optional(v.array(v.string()), [])
/** GET /rfc/rfc<N>.json: one RFC's index entry (RFC numbers written RFC0793, page count a string). */
export const entry = v.object({
  doc_id: v.string(),
  title: v.string(),
  authors: v.optional(v.array(v.union([v.string(), v.object({ name: v.string() })])), []),
  format: v.optional(v.array(v.string()), []),
  page_count: v.optional(v.union([v.string(), v.number()])),
  pub_status: textOrNull,
  status: textOrNull,
  source: textOrNull,
  abstract: textOrNull,
  pub_date: textOrNull,
  keywords: v.optional(v.array(v.string()), []),
  obsoletes: ids,
  obsoleted_by: ids,
  updates: ids,
  updated_by: ids,
  see_also: ids,
  draft: textOrNull,
  doi: textOrNull,
  errata_url: textOrNull,
})
/** GET /api/v1/doc/document/?type=rfc&title__icontains=...: Tastypie's `meta` and `objects`. */
export const found = v.object({
  meta: v.object({ total_count: v.number() }),
  objects: v.array(v.object({
    name: v.string(),
    title: v.string(),
    abstract: textOrNull,
    pages: numberOrNull,
    rfc_number: numberOrNull,
    std_level: textOrNull,
    time: textOrNull,
  })),
})

/** Datatracker's standard-level slugs (the last part of `std_level`). */
export const LEVELS: Record<string, string> = { std: 'INTERNET STANDARD', ds: 'DRAFT STANDARD', ps: 'PROPOSED STANDARD', bcp: 'BEST CURRENT PRACTICE', inf: 'INFORMATIONAL', exp: 'EXPERIMENTAL', hist: 'HISTORIC', unkn: 'UNKNOWN' }
export const numberOf = (id: string) => {
  const match = /^(?:RFC|rfc)0*(\d+)$/.exec(id)
  return match ? Number(match[1]) : null
}
export const numbers = (list: string[]) => list.map((id) => numberOf(id) ?? id)
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
/** "June 2022" (the RFC Editor's publication date) as 2022-06; null for another form. */
export const monthOf = (date: string | null) => {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(date?.trim() ?? '')
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : null
}
export const link = (n: number) => `https://www.rfc-editor.org/rfc/rfc${n}`
