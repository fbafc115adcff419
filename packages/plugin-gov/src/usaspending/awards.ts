import { invalidField, textOrNull, numberOrNull } from '@svc/core'
import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { usaspending } from '../upstreams/usaspending.ts'

/** The search `searchAwards` posts, as the operations that call it declare it (a POST is cached only as declared). */
export const awardsSource: OperationSource = { upstream: usaspending, path: '/api/v2/search/spending_by_award/', method: 'POST', cacheTtl: '6h' }

/** USAspending's award type codes by family: contracts, grants, loans, direct payments, other. */
export const AWARD_TYPES = { contracts: ['A', 'B', 'C', 'D'], idvs: ['IDV_A', 'IDV_B', 'IDV_B_A', 'IDV_B_B', 'IDV_B_C', 'IDV_C', 'IDV_D', 'IDV_E'], grants: ['02', '03', '04', '05'], loans: ['07', '08'], 'direct-payments': ['06', '10'], other: ['09', '11'] } as const

/**
 * The column labels each family has (spending_by_award.md, "SpendingByAwardFields"): a label the family lacks comes
 * back null, and sorting on it is refused, so loans ask `Loan Value`/`Issued Date`, contracts `Contract Award Type`.
 */
interface Columns { amount: string; start: string; end: string | null; type: string | null }
const CONTRACT: Columns = { amount: 'Award Amount', start: 'Start Date', end: 'End Date', type: 'Contract Award Type' }
const IDV: Columns = { amount: 'Award Amount', start: 'Start Date', end: null, type: 'Contract Award Type' }
const LOAN: Columns = { amount: 'Loan Value', start: 'Issued Date', end: null, type: null }
const ASSISTANCE: Columns = { amount: 'Award Amount', start: 'Start Date', end: 'End Date', type: 'Award Type' }
const COLUMNS: Record<keyof typeof AWARD_TYPES, Columns> = { contracts: CONTRACT, idvs: IDV, loans: LOAN, grants: ASSISTANCE, 'direct-payments': ASSISTANCE, other: ASSISTANCE }

function fieldsOf(columns: Columns): string[] {
  return ['Award ID', 'Recipient Name', columns.amount, columns.start, columns.end, 'Awarding Agency', 'Awarding Sub Agency', columns.type, 'Description', 'generated_internal_id']
    .filter((field): field is string => field !== null)
}

const amount = numberOrNull
const answer = v.object({
  results: v.array(v.object({
    'Award ID': textOrNull,
    'Recipient Name': textOrNull,
    'Award Amount': amount,
    'Loan Value': amount,
    'Start Date': textOrNull,
    'Issued Date': textOrNull,
    'End Date': textOrNull,
    'Awarding Agency': textOrNull,
    'Awarding Sub Agency': textOrNull,
    'Award Type': textOrNull,
    'Contract Award Type': textOrNull,
    Description: textOrNull,
    generated_internal_id: textOrNull,
  })),
  page_metadata: v.object({ page: v.number(), hasNext: v.boolean() }),
})

export interface AwardSearch {
  recipient?: string | undefined
  agency?: string | undefined
  keyword?: string | undefined
  /** Two-letter state of the recipient's address. */
  state?: string | undefined
  type: keyof typeof AWARD_TYPES
  from: string
  to: string
  sort: 'amount' | 'start-date'
  limit: number
  page: number
}

/** `POST /api/v2/search/spending_by_award/`; an agency name USAspending does not know (422) is a 400 naming `agency`. */
export async function searchAwards(client: UpstreamClient, search: AwardSearch) {
  const columns = COLUMNS[search.type]
  const body = {
    filters: {
      award_type_codes: AWARD_TYPES[search.type],
      time_period: [{ start_date: search.from, end_date: search.to }],
      ...(search.recipient ? { recipient_search_text: [search.recipient] } : {}),
      ...(search.agency ? { agencies: [{ type: 'awarding', tier: 'toptier', name: search.agency }] } : {}),
      ...(search.keyword ? { keywords: [search.keyword] } : {}),
      ...(search.state ? { recipient_locations: [{ country: 'USA', state: search.state }] } : {}),
    },
    fields: fieldsOf(columns),
    page: search.page,
    limit: search.limit,
    sort: search.sort === 'amount' ? columns.amount : columns.start,
    order: 'desc',
  }
  const response = await client.json('/api/v2/search/spending_by_award/', { method: 'POST', body, retry: true, schema: answer, acceptStatus: [422] })
  if (response.status === 422) throw invalidField('agency', `USAspending refused the search (${(response.data as { detail?: string })?.detail ?? 'the search was refused'})`)
  const items = response.data.results.map((row) => ({
    awardId: row['Award ID'],
    recipient: row['Recipient Name'],
    amount: row[columns.amount as 'Award Amount' | 'Loan Value'],
    startDate: row[columns.start as 'Start Date' | 'Issued Date'],
    endDate: columns.end ? row['End Date'] : null,
    awardingAgency: row['Awarding Agency'],
    awardingSubAgency: row['Awarding Sub Agency'],
    type: columns.type ? row[columns.type as 'Award Type' | 'Contract Award Type'] : null,
    description: row.Description,
    url: row.generated_internal_id ? `https://www.usaspending.gov/award/${row.generated_internal_id}` : null,
  }))
  return { items, page: response.data.page_metadata.page, hasNext: response.data.page_metadata.hasNext, url: response.url }
}

/** The data starts with fiscal year 2008. */
export const FIRST_DAY = '2007-10-01'
