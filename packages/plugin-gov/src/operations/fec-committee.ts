import { createError, defineOperation, listAnswer, lookupAnswer, requireOne } from '@svc/core'
import * as v from 'valibot'
import { candidateId, committeeId, cycle, party } from '../fec/params.ts'
import { fecPage, fecSource } from '../fec/query.ts'
import { committee, listItem } from '../fec/committee.ts'
import { openFec } from '@svc/providers/openfec'
import { limit, page, stateCode, text } from '../shared/params.ts'

export default defineOperation({
  name: 'fec-committee',
  cacheTtl: '6h',
  sources: [{ path: '/v1/committees/' }, { path: '/v1/committee/{id}/' }],
  method: 'GET',
  description: 'Political committees registered with the FEC (campaigns, PACs, super PACs, party committees) from OpenFEC: one committee by id with its full registration (address, treasurer, custodian, affiliations), or a list by name, type, designation, state, party, candidate and cycle.',
  input: v.object({
    committeeId,
    q: text(2, 100, 'Name'),
    committeeType: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]$/, 'must be a one-letter FEC committee type such as P (presidential), H, S, N (PAC), O (super PAC), Q, X, Y'), v.description('FEC committee type code'))),
    designation: v.optional(v.pipe(v.picklist(['A', 'B', 'D', 'J', 'P', 'U']), v.description('A authorized, B lobbyist PAC, D leadership PAC, J joint fundraiser, P principal campaign, U unauthorized'))),
    state: stateCode(),
    party,
    candidateId,
    cycle: cycle(),
    limit: limit(100, 20),
    page: page(),
  }),
  upstreams: [openFec],
  keywords: ['pac lookup', 'super pac', 'campaign committee', 'fec committee id', 'leadership pac'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.committeeId) requireOne(input, ['q', 'committeeType', 'designation', 'state', 'party', 'candidateId', 'cycle'])
  },
  async handler({ input, upstream }) {
    const client = upstream(openFec)
    if (input.committeeId) {
      const result = await fecPage(client, `/v1/committee/${input.committeeId}/`, committee, { cycle: input.cycle })
      const row = result.rows[0]
      if (!row) throw createError('NOT_FOUND', `The FEC has no committee ${input.committeeId}`)
      // Lookup mode passes the whole registration through, with the list members normalized.
      return lookupAnswer({ ...row, ...listItem(row) }, fecSource(result.url), { mode: 'lookup' })
    }
    const result = await fecPage(client, '/v1/committees/', committee, {
      q: input.q, committee_type: input.committeeType, designation: input.designation, state: input.state, party: input.party, candidate_id: input.candidateId, cycle: input.cycle, per_page: input.limit, page: input.page, sort: 'name',
    })
    return listAnswer(result.rows.map(listItem), fecSource(result.url), { total: result.count, mode: 'list' })
  },
})
