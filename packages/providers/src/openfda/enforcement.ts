import { listAnswer, type UpstreamClient } from '@svc/core'
import { dateRange, fdaSearch, source, term } from './query.ts'
import { isoDay } from './values.ts'

type Row = Record<string, any>

/** The filters of openFDA's recall enforcement reports (`/{food,drug,device}/enforcement.json`). */
export interface RecallFilters {
  product?: string | undefined
  firm?: string | undefined
  reason?: string | undefined
  classification?: string | undefined
  status?: string | undefined
  /** USPS code of the recalling firm's state. */
  state?: string | undefined
  /** Reported on or after / before, YYYY-MM-DD. */
  from?: string | undefined
  to?: string | undefined
  limit: number
  skip: number
}

export const RECALL_CLASSES = ['Class I', 'Class II', 'Class III'] as const
export const RECALL_STATUSES = ['Ongoing', 'Completed', 'Terminated', 'Pending'] as const

/** One enforcement report category, newest report first; `lastUpdated` is openFDA's data date. */
export async function searchRecalls(client: UpstreamClient, category: 'food' | 'drug' | 'device', input: RecallFilters) {
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
  })
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
