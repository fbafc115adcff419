import { booleanOrNull, defineOperation, listAnswer, requireOne } from '@svc/core'
import * as v from 'valibot'
import { candidateId, cycle, party } from '../fec/params.ts'
import { fecPage, fecSource, fecText } from '../fec/query.ts'
import { openFec } from '@svc/providers/openfec'
import { limit, page, stateCode, text } from '../shared/params.ts'

const candidate = v.object({
  candidate_id: v.string(),
  name: v.string(),
  party: fecText,
  party_full: fecText,
  office: fecText,
  office_full: fecText,
  state: fecText,
  district: fecText,
  incumbent_challenge_full: fecText,
  candidate_status: fecText,
  cycles: v.optional(v.array(v.number()), []),
  election_years: v.optional(v.array(v.number()), []),
  first_file_date: fecText,
  last_file_date: fecText,
  has_raised_funds: booleanOrNull,
})

export default defineOperation({
  name: 'fec-candidate',
  cacheTtl: '6h',
  sources: [{ path: '/v1/candidates/' }],
  method: 'GET',
  description: 'Federal election candidates registered with the FEC (OpenFEC): by name, candidate id, office, state, district, party and cycle; id, party, office, state and district, incumbency, status, cycles and election years, filing dates.',
  input: v.object({
    q: text(2, 100, 'Name'),
    candidateId,
    office: v.optional(v.pipe(v.picklist(['H', 'S', 'P']), v.description('H House, S Senate, P President'))),
    // FEC files presidential candidates under US.
    state: stateCode('State, D.C. or territory postal code, e.g. TX; US for presidential candidates', { also: ['US'] }),
    district: v.optional(v.pipe(v.string(), v.regex(/^\d{2}$/, 'must be a 2-digit district such as 07'))),
    party,
    cycle: cycle('Election cycle'),
    limit: limit(100, 20),
    page: page(),
  }),
  upstreams: [openFec],
  keywords: ['election candidate', 'fec candidate id', 'who is running for congress', 'campaign'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['q', 'candidateId', 'office', 'state', 'party', 'cycle'])
  },
  async handler({ input, upstream }) {
    const result = await fecPage(upstream(openFec), '/v1/candidates/', candidate, {
      q: input.q, candidate_id: input.candidateId, office: input.office, state: input.state, district: input.district, party: input.party, cycle: input.cycle, per_page: input.limit, page: input.page, sort: 'name',
    })
    const items = result.rows.map((row) => ({
      candidateId: row.candidate_id,
      name: row.name,
      party: row.party,
      partyFull: row.party_full,
      office: row.office,
      officeFull: row.office_full,
      state: row.state,
      district: row.district,
      incumbency: row.incumbent_challenge_full,
      status: row.candidate_status,
      cycles: row.cycles,
      electionYears: row.election_years,
      firstFiled: row.first_file_date,
      lastFiled: row.last_file_date,
      hasRaisedFunds: row.has_raised_funds,
      url: `https://www.fec.gov/data/candidate/${row.candidate_id}/`,
    }))
    return listAnswer(items, fecSource(result.url), { total: result.count })
  },
})
