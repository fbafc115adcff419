import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

const rows = v.array(v.record(v.string(), v.unknown()))

export interface SoqlQuery {
  /** SoQL clauses, joined with AND; those not given (false, null, undefined, 0, empty) are left out. */
  where: Array<string | number | false | null | undefined>
  order: string
  limit: number
}

/** `GET {dataset}?$where=...&$order=...&$limit=...`: the rows of a Socrata (SODA) data set matching every clause given. */
export async function soqlRows(client: UpstreamClient, dataset: string, query: SoqlQuery, cacheTtlMs: number) {
  const response = await client.json(dataset, {
    query: { $where: query.where.filter(Boolean).join(' AND '), $order: query.order, $limit: query.limit },
    schema: rows,
    cacheTtlMs,
  })
  return { rows: response.data, url: response.url }
}
