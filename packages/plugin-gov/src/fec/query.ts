import { invalidField, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { openFec } from '@svc/providers/openfec'

type Query = Record<string, string | number | boolean | undefined>

/**
 * One page of an OpenFEC list: `{api_version, pagination: {count, page, pages, per_page, last_indexes?}, results: [...]}`.
 * Rows are checked with the operation's own schema (only the members it reads).
 */
export async function fecPage<R extends v.GenericSchema>(client: UpstreamClient, path: string, row: R, query: Query) {
  const answer = v.object({
    pagination: v.object({ count: numberOrNull, last_indexes: v.nullish(v.record(v.string(), v.unknown()), null) }),
    results: v.array(row),
  })
  const response = await client.json(path, { query, schema: answer })
  const data = response.data as { pagination: { count: number | null; last_indexes: Record<string, unknown> | null }; results: Array<v.InferOutput<R>> }
  return { rows: data.results, count: data.pagination.count, lastIndexes: data.pagination.last_indexes, url: response.url }
}

/**
 * Itemized schedules (A, B) page by keyset: the answer's `last_indexes` are sent back to read on.
 * The caller sees them as one opaque `cursor` string.
 */
export function encodeCursor(lastIndexes: Record<string, unknown> | null, rows: number, limit: number): string | null {
  if (!lastIndexes || rows < limit) return null
  const strings = Object.fromEntries(Object.entries(lastIndexes).filter(([, value]) => value !== null && value !== undefined).map(([key, value]) => [key, String(value)]))
  return Buffer.from(JSON.stringify(strings)).toString('base64url')
}

export function decodeCursor(cursor: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!cursor) return {}
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed)
      if (entries.length > 0 && entries.every(([key, value]) => allowed.includes(key) && typeof value === 'string' && value.length <= 40)) return Object.fromEntries(entries) as Record<string, string>
    }
  } catch {}
  throw invalidField('cursor', 'must be the nextCursor of a previous answer')
}

export const fecText = textOrNull
export const fecNumber = numberOrNull
export const fecSource = (url: string) => sourceOf(openFec, url)
