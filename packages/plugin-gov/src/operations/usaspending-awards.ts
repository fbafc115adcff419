import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { usaspending } from '../usaspending/upstream.ts'

/** USAspending's award type codes by family: contracts, grants, loans, direct payments, other. */
const AWARD_TYPES = { contracts: ['A', 'B', 'C', 'D'], idvs: ['IDV_A', 'IDV_B', 'IDV_B_A', 'IDV_B_B', 'IDV_B_C', 'IDV_C', 'IDV_D', 'IDV_E'], grants: ['02', '03', '04', '05'], loans: ['07', '08'], 'direct-payments': ['06', '10'], other: ['09', '11'] } as const
const FIELDS = ['Award ID', 'Recipient Name', 'Award Amount', 'Start Date', 'End Date', 'Awarding Agency', 'Awarding Sub Agency', 'Award Type', 'Description', 'generated_internal_id']

const text = v.nullish(v.string(), null)
const answer = v.object({
  results: v.array(v.object({
    'Award ID': text,
    'Recipient Name': text,
    'Award Amount': v.nullish(v.number(), null),
    'Start Date': text,
    'End Date': text,
    'Awarding Agency': text,
    'Awarding Sub Agency': text,
    'Award Type': text,
    Description: text,
    generated_internal_id: text,
  })),
  page_metadata: v.object({ page: v.number(), hasNext: v.boolean() }),
})

export default defineOperation({
  name: 'usaspending-awards',
  method: 'GET',
  description: 'Federal awards (contracts, grants, loans, direct payments) from USAspending.gov by recipient, awarding agency, keyword and date: award id, recipient, amount, dates, agencies, type, description and link.',
  input: v.object({
    recipient: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(120), v.description('Recipient name or UEI'))),
    agency: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(120), v.description('Awarding agency (top tier), e.g. Department of Defense'))),
    keyword: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(120), v.description('Words of the award description'))),
    type: v.optional(v.pipe(v.picklist(Object.keys(AWARD_TYPES) as Array<keyof typeof AWARD_TYPES>), v.description('contracts (default), idvs, grants, loans, direct-payments, other')), 'contracts'),
    from: v.optional(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.description('Action date from (default: 2007-10-01, the start of the data)'))),
    to: v.optional(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.description('Action date to (default today)'))),
    sort: v.optional(v.pipe(v.picklist(['amount', 'start-date']), v.description('Largest amount or newest start first')), 'amount'),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 1),
  }),
  price: { usd: 0.006 },
  upstreams: [usaspending],
  keywords: ['federal contracts', 'government spending', 'who got federal money', 'grant awards'],
  async handler({ input, upstream, signal }) {
    if (!input.recipient && !input.agency && !input.keyword) throw createError('INVALID_INPUT', 'recipient: give at least one of recipient, agency or keyword', { details: { field: 'recipient' } })
    const to = input.to ?? new Date().toISOString().slice(0, 10)
    const from = input.from ?? '2007-10-01'
    if (from > to) throw createError('INVALID_INPUT', 'to: must not be before from', { details: { field: 'to' } })
    const body = {
      filters: {
        award_type_codes: AWARD_TYPES[input.type],
        time_period: [{ start_date: from, end_date: to }],
        ...(input.recipient ? { recipient_search_text: [input.recipient] } : {}),
        ...(input.agency ? { agencies: [{ type: 'awarding', tier: 'toptier', name: input.agency }] } : {}),
        ...(input.keyword ? { keywords: [input.keyword] } : {}),
      },
      fields: FIELDS,
      page: input.page,
      limit: input.limit,
      sort: input.sort === 'amount' ? 'Award Amount' : 'Start Date',
      order: 'desc',
    }
    const response = await upstream(usaspending).json('/api/v2/search/spending_by_award/', { method: 'POST', body, retry: true, schema: answer, acceptStatus: [422], cacheTtlMs: 6 * 3600_000, signal })
    if (response.status === 422) {
      const detail = (response.data as { detail?: string })?.detail ?? 'the search was refused'
      throw createError('INVALID_INPUT', `agency: USAspending refused the search (${detail})`, { details: { field: 'agency' } })
    }
    const items = response.data.results.map((row) => ({
      awardId: row['Award ID'],
      recipient: row['Recipient Name'],
      amount: row['Award Amount'],
      startDate: row['Start Date'],
      endDate: row['End Date'],
      awardingAgency: row['Awarding Agency'],
      awardingSubAgency: row['Awarding Sub Agency'],
      type: row['Award Type'],
      description: row.Description,
      url: row.generated_internal_id ? `https://www.usaspending.gov/award/${row.generated_internal_id}` : null,
    }))
    return { ok: true, items, total: null, page: response.data.page_metadata.page, hasNext: response.data.page_metadata.hasNext, source: { provider: usaspending.name, url: response.url, license: usaspending.license } }
  },
})
