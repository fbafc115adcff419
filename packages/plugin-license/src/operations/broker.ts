import { defineOperation, listAnswer, requireOne, forbidTogether, rowLimit, sourceOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { searchFirms, searchIndividuals } from '@svc/providers/brokercheck'
import { brokerCheck } from '@svc/providers/brokercheck'

export default defineOperation({
  name: 'broker',
  method: 'GET',
  description: 'Looks up stockbrokers, investment advisers and brokerage firms in FINRA BrokerCheck, by name or CRD number: CRD, broker and investment-adviser registration status, whether there are disclosures (complaints, sanctions, terminations), FINRA registrations, years in the industry, current employers with branch, firm SEC number and branches, and the BrokerCheck report link.',
  input: v.object({
    name: optionalText(2, 100, 'Name of the person or firm'),
    crd: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, 'must be a CRD number (digits)'), v.description('FINRA Central Registration Depository number'))),
    kind: v.optional(v.pipe(v.picklist(['individual', 'firm']), v.description('individual (default) or firm')), 'individual'),
    limit: rowLimit(50, 10),
  }),
  upstreams: [brokerCheck],
  sources: [{ path: '/search/individual' }, { path: '/search/firm' }],
  keywords: ['is my financial advisor registered', 'brokercheck lookup', 'stockbroker disclosures', 'finra crd number', 'investment adviser license'],
  example: { params: { name: 'Jane Smith', limit: 5 } },
  check(input) {
    requireOne(input, ['name', 'crd'])
    forbidTogether(input, 'name', 'crd')
  },
  async handler({ input, upstream }) {
    const query = input.crd ?? input.name!
    const result = input.kind === 'firm' ? await searchFirms(upstream(brokerCheck), query, input.limit) : await searchIndividuals(upstream(brokerCheck), query, input.limit)
    const items = input.crd ? result.items.filter((item) => item.crd === input.crd) : result.items
    return listAnswer(items, sourceOf(brokerCheck, result.url), { total: input.crd ? items.length : result.total })
  },
})
