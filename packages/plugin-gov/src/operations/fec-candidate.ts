import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { openFec } from '../fec/upstream.ts'

const text = v.nullish(v.string(), null)
const answer = v.object({
  pagination: v.object({ count: v.number(), page: v.number(), pages: v.number() }),
  results: v.array(v.object({
    candidate_id: v.string(),
    name: v.string(),
    party: text,
    party_full: text,
    office: text,
    office_full: text,
    state: text,
    district: text,
    incumbent_challenge_full: text,
    candidate_status: text,
    cycles: v.optional(v.array(v.number()), []),
    election_years: v.optional(v.array(v.number()), []),
    first_file_date: text,
    last_file_date: text,
    has_raised_funds: v.nullish(v.boolean(), null),
  })),
})

export default defineOperation({
  name: 'fec-candidate',
  method: 'GET',
  description: 'Federal election candidates registered with the FEC (OpenFEC): by name, candidate id, office, state, district, party and cycle; id, party, office, state and district, incumbency, status, cycles and election years, filing dates.',
  input: v.object({
    q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.description('Name'))),
    candidateId: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[HSP][0-9A-Z]{8}$/, 'must be an FEC candidate id such as P80001571'), v.description('FEC candidate id'))),
    office: v.optional(v.pipe(v.picklist(['H', 'S', 'P']), v.description('H House, S Senate, P President'))),
    state: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'))),
    district: v.optional(v.pipe(v.string(), v.regex(/^\d{2}$/, 'must be a 2-digit district such as 07'))),
    party: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter FEC party code such as DEM or REP'))),
    cycle: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1976), v.maxValue(2100), v.check((year) => year % 2 === 0, 'must be an even year (two-year cycles)'), v.description('Election cycle'))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  }),
  price: { usd: 0.003 },
  upstreams: [openFec],
  keywords: ['election candidate', 'fec candidate id', 'who is running for congress', 'campaign'],
  async handler({ input, upstream, signal }) {
    if (!input.q && !input.candidateId && !input.office && !input.state && !input.party && !input.cycle) {
      throw createError('INVALID_INPUT', 'q: give at least one of q, candidateId, office, state, party or cycle', { details: { field: 'q' } })
    }
    const response = await upstream(openFec).json('/v1/candidates/', {
      query: { q: input.q, candidate_id: input.candidateId, office: input.office, state: input.state, district: input.district, party: input.party, cycle: input.cycle, per_page: input.limit, page: input.page, sort: 'name' },
      schema: answer,
      cacheTtlMs: 6 * 3600_000,
      signal,
    })
    const items = response.data.results.map((row) => ({
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
    return { ok: true, items, total: response.data.pagination.count, source: { provider: openFec.name, url: response.url, license: openFec.license } }
  },
})
