import { createError, defineOperation, listAnswer, lookupAnswer, requireOne } from '@svc/core'
import * as v from 'valibot'
import { candidateId, committeeId, cycle, party } from '../fec/params.ts'
import { fecPage, fecSource, fecText } from '../fec/query.ts'
import { openFec } from '@svc/providers/openfec'
import { limit, page, stateCode, text } from '../shared/params.ts'

const committee = v.looseObject({
  committee_id: v.string(),
  name: v.string(),
  committee_type: fecText,
  committee_type_full: fecText,
  designation: fecText,
  designation_full: fecText,
  organization_type_full: fecText,
  party: fecText,
  party_full: fecText,
  state: fecText,
  treasurer_name: fecText,
  filing_frequency: fecText,
  cycles: v.optional(v.array(v.number()), []),
  candidate_ids: v.optional(v.array(v.string()), []),
  first_file_date: fecText,
  last_file_date: fecText,
})
type Committee = v.InferOutput<typeof committee>

const listItem = (row: Committee) => ({
  committeeId: row.committee_id,
  name: row.name,
  committeeType: row.committee_type,
  committeeTypeFull: row.committee_type_full,
  designation: row.designation,
  designationFull: row.designation_full,
  organizationType: row.organization_type_full,
  party: row.party,
  partyFull: row.party_full,
  state: row.state,
  treasurerName: row.treasurer_name,
  filingFrequency: row.filing_frequency,
  cycles: row.cycles,
  candidateIds: row.candidate_ids,
  firstFiled: row.first_file_date,
  lastFiled: row.last_file_date,
  url: `https://www.fec.gov/data/committee/${row.committee_id}/`,
})

export default defineOperation({
  name: 'fec-committee',
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
