import { listAnswer, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { amount, dateSpan, limit } from '../shared/params.ts'
import { cursor, cycle } from './params.ts'
import { decodeCursor, encodeCursor, fecPage, fecSource, fecText } from './query.ts'

/** Inputs every itemized schedule search (A receipts, B disbursements) shares: amount and date bounds (`dated`: what the dates are of), the cycle and the keyset page. */
export const scheduleParams = (dated: string) => ({
  minAmount: amount('Smallest amount (USD)'),
  maxAmount: amount('Largest amount (USD)'),
  ...dateSpan(dated),
  cycle: cycle('Two-year transaction period (even year; OpenFEC defaults to the current one)'),
  limit: limit(100, 20),
  cursor,
})

/**
 * An itemized row of a schedule (A receipt, B disbursement): the item id and the filing committee, the
 * schedule's own `entries`, then the memo and the filing image every item has.
 */
export const scheduleRow = <const E extends v.ObjectEntries>(entries: E) =>
  v.object({
    sub_id: v.union([v.string(), v.number()]),
    committee_id: fecText,
    committee: v.nullish(v.object({ name: fecText }), null),
    ...entries,
    memo_text: fecText,
    pdf_url: fecText,
  })

interface ScheduleInput {
  minAmount?: number | undefined
  maxAmount?: number | undefined
  from?: string | undefined
  to?: string | undefined
  cycle?: number | undefined
  limit: number
  cursor?: string | undefined
}

/**
 * One page of an itemized schedule, newest `dateField` first, answered with the cursor of the next page
 * (schedules page by keyset: the cursor carries `last_index` and the last date).
 */
export async function schedulePage<R extends v.GenericSchema, T>(
  client: UpstreamClient, path: string, row: R, dateField: string, input: ScheduleInput,
  filters: Record<string, string | undefined>, toItem: (row: v.InferOutput<R>) => T,
) {
  const result = await fecPage(client, path, row, {
    ...filters,
    min_amount: input.minAmount, max_amount: input.maxAmount, min_date: input.from, max_date: input.to, two_year_transaction_period: input.cycle,
    sort: `-${dateField}`, per_page: input.limit, ...decodeCursor(input.cursor, ['last_index', `last_${dateField}`, 'sort_null_only']),
  })
  const items = result.rows.map(toItem)
  return { ...listAnswer(items, fecSource(result.url), { total: result.count }), nextCursor: encodeCursor(result.lastIndexes, items.length, input.limit) }
}
