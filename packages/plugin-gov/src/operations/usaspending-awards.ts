import { defineOperation, listAnswer, requireOne, sourceOf, optionalDate, requireOrder, keyOf } from '@svc/core'
import * as v from 'valibot'
import { limit, page, stateCode, text } from '../shared/params.ts'
import { AWARD_TYPES, FIRST_DAY, awardsSource, searchAwards } from '../usaspending/awards.ts'
import { usaspending } from '../upstreams/usaspending.ts'

export default defineOperation({
  name: 'usaspending-awards',
  sources: [awardsSource],
  method: 'GET',
  description: 'Federal awards (contracts, grants, loans, direct payments) from USAspending.gov by recipient, awarding agency, keyword and date: award id, recipient, amount, dates, agencies, type, description and link.',
  input: v.object({
    recipient: text(2, 120, 'Recipient name or UEI'),
    agency: text(2, 120, 'Awarding agency (top tier), e.g. Department of Defense'),
    keyword: text(3, 120, 'Words of the award description'),
    state: stateCode('State of the recipient\'s address, e.g. VA'),
    type: v.optional(v.pipe(keyOf(AWARD_TYPES), v.description('contracts (default), idvs, grants, loans, direct-payments, other')), 'contracts'),
    from: optionalDate('Action date from (default: 2007-10-01, the start of the data)'),
    to: optionalDate('Action date to (default today)'),
    sort: v.optional(v.pipe(v.picklist(['amount', 'start-date']), v.description('Largest amount or newest start first')), 'amount'),
    limit: limit(100, 10),
    page: page(100),
  }),
  upstreams: [usaspending],
  keywords: ['federal contracts', 'government spending', 'who got federal money', 'grant awards'],
  // No filter, or dates in the wrong order, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['recipient', 'agency', 'keyword'])
    requireOrder(input, 'from', 'to', { from: FIRST_DAY, to: new Date().toISOString().slice(0, 10) })
  },
  async handler({ input, upstream }) {
    const to = input.to ?? new Date().toISOString().slice(0, 10)
    const from = input.from ?? FIRST_DAY
    const result = await searchAwards(upstream(usaspending), { ...input, from, to })
    return { ...listAnswer(result.items, sourceOf(usaspending, result.url), { total: null }), page: result.page, hasNext: result.hasNext }
  },
})
