import { listAnswer } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { isoDate, stateCode } from '../shared/params.ts'
import { limit, skip, text } from '@svc/providers/openfda'
import { dateRange, fdaSearch, isoDay, source, term } from '@svc/providers/openfda'

type Row = Record<string, any>

/** Parameters shared by the enforcement-report (recall) operations. */
export const recallParams = {
  product: text('Words of the product description'),
  firm: text('Recalling firm'),
  reason: text('Words of the reason for recall'),
  classification: v.optional(v.pipe(v.picklist(['Class I', 'Class II', 'Class III']), v.description('Class I is the most serious'))),
  status: v.optional(v.pipe(v.picklist(['Ongoing', 'Completed', 'Terminated', 'Pending']), v.description('Recall status'))),
  state: stateCode('State of the recalling firm'),
  from: isoDate('Reported on or after'),
  to: isoDate('Reported on or before'),
  limit,
  skip,
}

export interface RecallInput {
  product?: string | undefined
  firm?: string | undefined
  reason?: string | undefined
  classification?: string | undefined
  status?: string | undefined
  state?: string | undefined
  from?: string | undefined
  to?: string | undefined
  limit: number
  skip: number
}

/** One enforcement report category (`food`, `drug`, `device`), newest report first. */
export async function searchRecalls(client: UpstreamClient, category: 'food' | 'drug' | 'device', input: RecallInput, signal: AbortSignal) {
  const result = await fdaSearch(client, `/${category}/enforcement.json`, {
    terms: [
      input.product && term('product_description', input.product),
      input.firm && term('recalling_firm', input.firm),
      input.reason && term('reason_for_recall', input.reason),
      input.classification && term('classification', input.classification),
      input.status && term('status', input.status),
      input.state && term('state', input.state),
      dateRange('report_date', input.from, input.to),
    ],
    sort: 'report_date:desc',
    limit: input.limit,
    skip: input.skip,
  }, signal)
  const items = result.rows.map((row: Row) => ({
    recallNumber: row.recall_number ?? null,
    category,
    classification: row.classification ?? null,
    status: row.status ?? null,
    product: row.product_description ?? null,
    reason: row.reason_for_recall ?? null,
    firm: row.recalling_firm ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    country: row.country ?? null,
    distribution: row.distribution_pattern ?? null,
    quantity: row.product_quantity ?? null,
    voluntary: row.voluntary_mandated ?? null,
    initiatedOn: isoDay(row.recall_initiation_date),
    reportedOn: isoDay(row.report_date),
    terminatedOn: isoDay(row.termination_date),
    codeInfo: row.code_info ?? null,
    eventId: row.event_id ?? null,
  }))
  return { ...listAnswer(items, source(result.url), { total: result.total }), lastUpdated: result.lastUpdated }
}
