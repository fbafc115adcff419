import { listAnswer, sourceOf } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { limit, offset } from '../shared/params.ts'
import { dol } from '../upstreams/dol.ts'

/** The page every DOL search takes: up to 200 rows, as deep as 100,000 rows. */
export const dolPage = { limit: limit(200, 25), offset: offset(100_000) }

/** One condition of the API's `filter_object` JSON: `{field, operator, value}`. */
export interface Condition {
  field: string
  operator: 'eq' | 'neq' | 'gt' | 'lt' | 'like' | 'in'
  value: string | number | string[]
}

export interface DolQuery {
  conditions: Array<Condition | undefined | '' | false>
  sortBy: string
  limit: number
  offset: number
}

/**
 * One page of a DOL dataset: `GET /v4/get/{agency}/{dataset}/json` answers `{data: [...]}` (an empty
 * match may come back as 204 with no body). The API gives no total; `hasMore` says whether a full page came back.
 */
export async function dolQuery<R extends v.GenericSchema>(client: UpstreamClient, agency: 'OSHA' | 'MSHA', dataset: string, row: R, query: DolQuery) {
  const conditions = query.conditions.filter((condition): condition is Condition => Boolean(condition))
  const filter = conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { and: conditions }
  const response = await client.json(`/v4/get/${agency}/${dataset}/json`, {
    query: { limit: query.limit, offset: query.offset, sort_by: query.sortBy, sort: 'desc', filter_object: filter ? JSON.stringify(filter) : undefined },
    schema: v.nullable(v.object({ data: v.array(row) })),
  })
  const rows = ((response.data as { data: Array<v.InferOutput<R>> } | null)?.data ?? []) as Array<v.InferOutput<R>>
  return { rows, hasMore: rows.length === query.limit, url: response.url }
}

/** A page of a DOL dataset as every DOL operation answers it: the rows as items, no total (the API gives none), `hasMore`. */
export async function dolList<R extends v.GenericSchema, T>(client: UpstreamClient, agency: 'OSHA' | 'MSHA', dataset: string, row: R, query: DolQuery, toItem: (row: v.InferOutput<R>) => T) {
  const result = await dolQuery(client, agency, dataset, row, query)
  return { ...listAnswer(result.rows.map(toItem), dolSource(result.url), { total: null }), hasMore: result.hasMore }
}

/** `like` pattern for "contains", with the caller's own wildcards escaped away. */
export const contains = (value: string) => `%${value.replace(/[%_]/g, ' ').trim()}%`
/** `like` pattern for "starts with". */
export const startsWith = (value: string) => `${value.replace(/[%_]/g, '')}%`

export const dolText = v.nullish(v.union([v.string(), v.number()]), null)
const dolId = v.union([v.string(), v.number()])
/** A dataset's row: its id column (always there, a string or a number) and the columns read, each text, a number or absent. */
export function dolRow<const Id extends string, const Column extends string>(id: Id, columns: readonly Column[]) {
  return v.object({ [id]: dolId, ...Object.fromEntries(columns.map((column) => [column, dolText])) } as Record<Id, typeof dolId> & Record<Column, typeof dolText>)
}
export const dolSource = (url: string) => sourceOf(dol, url)
/** DOL dates come as `2024-03-05T00:00:00` or `2024-03-05`; the day only. */
export const day = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 10) : null)

/** Inclusive date bounds as the API's strict `gt`/`lt`: the day before `from`, the day after `to`. */
export function dateBounds(field: string, from: string | undefined, to: string | undefined): Condition[] {
  const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  return [
    ...(from ? [{ field, operator: 'gt' as const, value: shift(from, -1) }] : []),
    ...(to ? [{ field, operator: 'lt' as const, value: shift(to, 1) }] : []),
  ]
}
