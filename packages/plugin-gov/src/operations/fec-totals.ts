import { defineOperation, listAnswer } from '@svc/core'
import * as v from 'valibot'
import { candidateId, committeeId, cycle } from '../fec/params.ts'
import { fecNumber, fecPage, fecSource, fecText } from '../fec/query.ts'
import { openFec } from '@svc/providers/openfec'
import { exactlyOne } from '../shared/input.ts'
import { limit, page } from '../shared/params.ts'

/** Candidate totals name the closing balance `last_cash_on_hand_end_period`, committee totals `cash_on_hand_end_period` as well. */
const totals = v.object({
  cycle: v.number(),
  candidate_id: fecText,
  committee_id: fecText,
  receipts: fecNumber,
  disbursements: fecNumber,
  contributions: fecNumber,
  individual_contributions: fecNumber,
  individual_itemized_contributions: fecNumber,
  individual_unitemized_contributions: fecNumber,
  other_political_committee_contributions: fecNumber,
  political_party_committee_contributions: fecNumber,
  candidate_contribution: fecNumber,
  loans: fecNumber,
  operating_expenditures: fecNumber,
  independent_expenditures: fecNumber,
  last_cash_on_hand_end_period: fecNumber,
  cash_on_hand_end_period: fecNumber,
  last_debts_owed_by_committee: fecNumber,
  debts_owed_by_committee: fecNumber,
  coverage_start_date: fecText,
  coverage_end_date: fecText,
})

export default defineOperation({
  name: 'fec-totals',
  cacheTtl: '6h',
  sources: [{ path: '/v1/candidate/{id}/totals/' }, { path: '/v1/committee/{id}/totals/' }],
  method: 'GET',
  description: 'Campaign finance totals per two-year cycle for a federal candidate or committee (OpenFEC): receipts, disbursements, individual (itemized, unitemized), PAC, party and candidate contributions, loans, operating and independent expenditures, cash on hand, debts and coverage dates.',
  input: v.object({ candidateId, committeeId, cycle: cycle(), limit: limit(100, 10), page: page(100) }),
  upstreams: [openFec],
  keywords: ['how much money raised', 'campaign fundraising totals', 'cash on hand', 'candidate finances'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void exactlyOne(input, ['candidateId', 'committeeId']),
  async handler({ input, upstream }) {
    const anchor = exactlyOne(input, ['candidateId', 'committeeId'])
    const path = anchor === 'candidateId' ? `/v1/candidate/${input.candidateId}/totals/` : `/v1/committee/${input.committeeId}/totals/`
    const result = await fecPage(upstream(openFec), path, totals, { cycle: input.cycle, per_page: input.limit, page: input.page, sort: '-cycle' })
    const items = result.rows.map((row) => ({
      cycle: row.cycle,
      candidateId: row.candidate_id ?? input.candidateId ?? null,
      committeeId: row.committee_id ?? input.committeeId ?? null,
      receipts: row.receipts,
      disbursements: row.disbursements,
      contributions: row.contributions,
      individualContributions: row.individual_contributions,
      individualItemized: row.individual_itemized_contributions,
      individualUnitemized: row.individual_unitemized_contributions,
      pacContributions: row.other_political_committee_contributions,
      partyContributions: row.political_party_committee_contributions,
      candidateContribution: row.candidate_contribution,
      loans: row.loans,
      operatingExpenditures: row.operating_expenditures,
      independentExpenditures: row.independent_expenditures,
      cashOnHand: row.last_cash_on_hand_end_period ?? row.cash_on_hand_end_period,
      debts: row.last_debts_owed_by_committee ?? row.debts_owed_by_committee,
      coverageStart: row.coverage_start_date?.slice(0, 10) ?? null,
      coverageEnd: row.coverage_end_date?.slice(0, 10) ?? null,
    }))
    return listAnswer(items, fecSource(result.url), { total: result.count })
  },
})
