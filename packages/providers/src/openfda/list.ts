import { listAnswer, type UpstreamClient } from '@svc/core'
import { fdaSearch, source, term } from './query.ts'

type Row = Record<string, any>

export interface FdaList {
  path: string
  terms: Array<string | undefined | false | ''>
  sort?: string
  limit: number
  skip: number
}

/** One openFDA search answered as the normalized list, each record mapped by `map`; `lastUpdated` rides in meta. */
export async function fdaList<T>(client: UpstreamClient, query: FdaList, map: (row: Row) => T) {
  const result = await fdaSearch(client, query.path, { terms: query.terms.map((part) => part || undefined), sort: query.sort, limit: query.limit, skip: query.skip })
  return listAnswer(result.rows.map(map), source(result.url), { total: result.total, meta: { lastUpdated: result.lastUpdated } })
}

/** Either of two openFDA fields holding the value. */
export const either = (fields: string[], value: string) => `(${fields.map((field) => term(field, value)).join(' OR ')})`
