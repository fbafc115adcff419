import { calendarDate, listAnswer, type UpstreamClient } from '@svc/core'
import { dateRange, fdaSearch, first, isoDay, limit, list, skip, source, str, term } from '@svc/providers/openfda'
import * as v from 'valibot'

/** The medical group reads openFDA through @svc/providers/openfda: one upstream definition and one query builder. */
export { openFda } from '@svc/providers/openfda'
export { dateRange, first, isoDay, list, str, term }

type Row = Record<string, any>

/** The paging every openFDA list takes (@svc/providers/openfda's): at most 100 a page and 25,000 deep. */
export const paging = { limit, skip }
export const words = (description: string, max = 120) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(max), v.description(description)))
export const day = (description: string) => v.optional(calendarDate(description))

/** An FDA product code: three letters, e.g. DXY. */
export const productCode = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be an FDA product code of 3 letters, e.g. DXY'), v.description('FDA device product code (3 letters)')))

export interface FdaList {
  path: string
  terms: Array<string | undefined | false | ''>
  sort?: string
  limit: number
  skip: number
}

/** One openFDA search answered as the normalized list, each record mapped by `map`; `lastUpdated` rides in meta. */
export async function fdaList<T>(client: UpstreamClient, query: FdaList, map: (row: Row) => T, signal: AbortSignal) {
  const result = await fdaSearch(client, query.path, { terms: query.terms.map((part) => part || undefined), sort: query.sort, limit: query.limit, skip: query.skip }, signal)
  return listAnswer(result.rows.map(map), source(result.url), { total: result.total, meta: { lastUpdated: result.lastUpdated } })
}

/** Either of two openFDA fields holding the value. */
export const either = (fields: string[], value: string) => `(${fields.map((field) => term(field, value)).join(' OR ')})`

/** openFDA dates come as yyyymmdd, yyyy-mm-dd or (drug shortages) mm/dd/yyyy; answers use YYYY-MM-DD. */
export function anyDay(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (us) return `${us[3]}-${us[1]}-${us[2]}`
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text)
  if (iso) return iso[1]!
  return /^\d{8}$/.test(text) ? isoDay(text) : null
}

/** A list of strings from a member that may be a list, a string or absent. */
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value : value == null ? [] : [value]).filter((item): item is string => typeof item === 'string')
/** openFDA's "Y"/"N" (or true/false) flags. */
export const flag = (value: unknown): boolean | null => (value === 'Y' || value === true || value === 'true' ? true : value === 'N' || value === false || value === 'false' ? false : null)
