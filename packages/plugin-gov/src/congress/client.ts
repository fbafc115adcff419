import { listAnswer, lookupAnswer, sourceOf, textMember, type OperationContext, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { congressGov } from '../upstreams/congress.ts'
import { inCongress } from './params.ts'

/** A Congress.gov record as it came. */
export type Row = Record<string, unknown>

export interface ListQuery {
  limit: number
  offset: number
  fromDate?: string | undefined
  toDate?: string | undefined
  sort?: string | undefined
  /** Other query members (`currentMember`, ...). */
  extra?: Record<string, string | number | boolean | undefined>
}

/**
 * A call's input with its congress settled (`inCongress`: the current one where one of `narrowers`, which
 * Congress.gov reads within one congress, is given without it), and the Congress.gov client.
 */
export function congressCall<T extends { congress?: number | undefined }>(ctx: Pick<OperationContext<T>, 'input' | 'upstream' | 'now'>, narrowers: ReadonlyArray<keyof T>) {
  return { input: inCongress(ctx.input, narrowers, ctx.now()), client: ctx.upstream(congressGov) }
}

/** A list endpoint: `{<collection>: [...], pagination: {count, next}}`. */
export async function congressList(client: UpstreamClient, path: string, collection: string, query: ListQuery) {
  const schema = v.object({ [collection]: v.array(v.record(v.string(), v.unknown())), pagination: v.optional(v.object({ count: v.optional(v.number()) })) })
  const response = await client.json(`/v3${path}`, {
    query: {
      format: 'json',
      limit: query.limit,
      offset: query.offset,
      fromDateTime: query.fromDate ? `${query.fromDate}T00:00:00Z` : undefined,
      toDateTime: query.toDate ? `${query.toDate}T23:59:59Z` : undefined,
      sort: query.sort,
      ...query.extra,
    },
    schema,
    acceptStatus: [404],
  })
  // An unknown congress or chamber is a 404: an empty list.
  if (response.status === 404) return { rows: [] as Row[], count: 0, url: response.url }
  const data = response.data as Record<string, unknown> & { pagination?: { count?: number } }
  return { rows: data[collection] as Row[], count: data.pagination?.count ?? null, url: response.url }
}

/** A detail endpoint: `{<key>: {...}}`; 404 is NOT_FOUND with `what` named. */
export async function congressItem(client: UpstreamClient, path: string, key: string, what: string) {
  const response = await client.json(`/v3${path}`, { query: { format: 'json' }, schema: v.object({ [key]: v.record(v.string(), v.unknown()) }), notFound: `Congress.gov has no ${what}` })
  return { row: (response.data as Record<string, Row>)[key]!, url: response.url }
}

export const source = (url: string) => (sourceOf(congressGov, url))

/** A list's path from the parts given (`/bill/118/hr`, `/bill/118`, `/bill`). */
export const listPath = (...parts: Array<string | number | undefined>) => parts.filter((part) => part !== undefined).join('/')

/** List mode of an operation that also looks one record up: the rows as items, Congress.gov's count as the total. */
export async function congressListAnswer(client: UpstreamClient, path: string, collection: string, query: ListQuery, toItem: (row: Row) => unknown) {
  const list = await congressList(client, path, collection, query)
  return listAnswer(list.rows.map(toItem), source(list.url), { total: list.count, mode: 'list' })
}

/**
 * Lookup mode of an operation that also lists: the whole record as it came, the list row's members over it,
 * `apiUrl` the address it was read from (the detail has none of its own), then `extra` members.
 */
export const detailAnswer = (row: Row, listed: Record<string, unknown>, url: string, extra: Record<string, unknown> = {}) =>
  lookupAnswer({ ...row, ...listed, apiUrl: url, ...extra }, source(url), { mode: 'lookup' })

/** The list row of a numbered measure (bill, amendment): congress, upper-cased type and number, the `members` as they came, its API address. */
export const measureRow = (row: Row, members: readonly string[]) => ({
  congress: row.congress ?? null,
  type: textMember(row.type)?.toUpperCase() ?? null,
  number: textMember(row.number),
  ...membersOrNull(row, members),
  apiUrl: row.url ?? null,
})

/** The named members of a record as they came, null where absent. */
export const membersOrNull = <K extends string>(row: Row, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])) as Record<K, unknown>

/** `{count, url}` sub-resources of a detail record. */
export const countOf = (value: unknown): number | null => (value && typeof value === 'object' && typeof (value as { count?: unknown }).count === 'number' ? (value as { count: number }).count : null)
export const urlOf = (value: unknown): string | null => (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string' ? (value as { url: string }).url : null)
export { textMember as str } from '@svc/core'
