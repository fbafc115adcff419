import { defineOperation, invalidField, listAnswer, sourceOf, optionalDate, requireOrder, keyOf } from '@svc/core'
import * as v from 'valibot'
import { samGov } from '@svc/providers/sam'
import { opportunitiesAnswer, opportunityItem } from '../sam/opportunity.ts'
import { limit, offset, stateCode, text } from '../shared/params.ts'

/** Notice types of the Opportunities API (`ptype`). */
const TYPES = { presolicitation: 'p', solicitation: 'o', combined: 'k', 'sources-sought': 'r', 'special-notice': 's', award: 'a', justification: 'u', 'intent-to-bundle': 'i', 'sale-of-surplus': 'g' } as const
/** The API takes `MM/dd/yyyy`. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`
const DAY = 86_400_000

/** The posting dates searched: to defaults to today, from to 30 days before to. */
function postingRange(input: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const to = input.to ?? new Date().toISOString().slice(0, 10)
  return { from: input.from ?? new Date(Date.parse(to) - 30 * DAY).toISOString().slice(0, 10), to }
}

export default defineOperation({
  name: 'contract-opportunities',
  cacheTtl: '1h',
  sources: [{ path: '/opportunities/v2/search' }],
  method: 'GET',
  description: 'U.S. federal contract opportunities posted on SAM.gov (Get Opportunities API): solicitations, pre-solicitations, sources sought and awards by title words, notice type, NAICS, set-aside, agency, place of performance and posting date; notice id, title, solicitation number, agency path, dates, response deadline, set-aside, contact and link.',
  input: v.object({
    q: text(2, 120, 'Words of the title'),
    type: v.optional(v.pipe(keyOf(TYPES), v.description('Notice type'))),
    naics: v.optional(v.pipe(v.string(), v.regex(/^\d{2,6}$/, 'must be a NAICS code of 2-6 digits'), v.description('NAICS code'))),
    setAside: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,10}$/, 'must be a set-aside code such as SBA, 8A, SDVOSBC, WOSB, HZC'), v.description('Set-aside code'))),
    agency: text(2, 120, 'Organization (agency) name'),
    state: stateCode('State of the place of performance'),
    solicitationNumber: text(2, 60, 'Solicitation number'),
    from: optionalDate('Posted on or after (default 30 days before to)'),
    to: optionalDate('Posted on or before (default today)'),
    limit: limit(100, 25),
    offset: offset(10_000),
  }),
  upstreams: [samGov],
  keywords: ['government contract opportunities', 'federal rfp', 'solicitations', 'bid on government contracts', 'sam.gov opportunities'],
  // Dates in the wrong order, or over a year apart, can only fail: the 400 comes before any 402.
  check: (input) => {
    const { from, to } = postingRange(input)
    requireOrder(input, 'from', 'to', { from, to })
    // SAM answers ranges of at most one year.
    if (Date.parse(to) - Date.parse(from) > 365 * DAY) throw invalidField('from', 'the posting range may span at most one year')
  },
  async handler({ input, upstream }) {
    const { from, to } = postingRange(input)
    const response = await upstream(samGov).json('/opportunities/v2/search', {
      query: {
        postedFrom: usDate(from), postedTo: usDate(to), title: input.q, ptype: input.type && TYPES[input.type], ncode: input.naics, typeOfSetAside: input.setAside,
        organizationName: input.agency, state: input.state, solnum: input.solicitationNumber, limit: input.limit, offset: input.offset,
      },
      schema: opportunitiesAnswer,
    })
    return listAnswer(response.data.opportunitiesData.map(opportunityItem), sourceOf(samGov, response.url), { total: response.data.totalRecords })
  },
})
