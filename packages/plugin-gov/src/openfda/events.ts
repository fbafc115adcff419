import { listAnswer, type UpstreamClient } from '@svc/core'
import { fdaSearch, limit, skip, source } from '@svc/providers/openfda'
import { dateSpan } from '../shared/params.ts'

type Row = Record<string, any>

/** Inputs every adverse-event search shares: the received-date range and the page. */
export const eventParams = { ...dateSpan('Received'), limit, skip }

/**
 * One adverse-event search, newest received first, as the event operations answer it: the reports mapped by `toItem`,
 * openFDA's total, and the date openFDA last updated the dataset beside them.
 */
export async function fdaEvents<T>(client: UpstreamClient, path: string, search: { terms: Array<string | undefined>; receivedField: string; limit: number; skip: number }, toItem: (row: Row) => T) {
  const result = await fdaSearch(client, path, { terms: search.terms, sort: `${search.receivedField}:desc`, limit: search.limit, skip: search.skip })
  return { ...listAnswer(result.rows.map(toItem), source(result.url), { total: result.total }), lastUpdated: result.lastUpdated }
}
