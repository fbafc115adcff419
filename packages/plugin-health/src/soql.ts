import { listAnswer, sourceOf, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { cdc } from './upstreams/cdc.ts'

const rows = v.array(v.record(v.string(), v.unknown()))

export interface SoqlQuery {
  /** SoQL clauses, joined with AND; those not given (false, null, undefined, 0, empty) are left out. */
  where: Array<string | number | false | null | undefined>
  order: string
  limit: number
}

/** `GET {dataset}?$where=...&$order=...&$limit=...`: the rows of a Socrata (SODA) data set matching every clause given, cached as the operation declares. */
async function soqlRows(client: UpstreamClient, dataset: string, query: SoqlQuery) {
  const response = await client.json(dataset, {
    query: { $where: query.where.filter(Boolean).join(' AND '), $order: query.order, $limit: query.limit },
    schema: rows,
  })
  return { rows: response.data, url: response.url }
}

/** A CDC data set's matching rows as a list answer, each read by `toItem`; SODA gives no total. */
export async function cdcList<T>(client: UpstreamClient, dataset: string, query: SoqlQuery, toItem: (row: Record<string, unknown>) => T) {
  const result = await soqlRows(client, dataset, query)
  return listAnswer(result.rows.map(toItem), sourceOf(cdc, result.url), { total: null })
}
