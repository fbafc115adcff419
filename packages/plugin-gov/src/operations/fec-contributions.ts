import { booleanOrNull, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { committeeId } from '../fec/params.ts'
import { fecNumber, fecText } from '../fec/query.ts'
import { scheduleParams, schedulePage, scheduleRow } from '../fec/schedule.ts'
import { openFec } from '@svc/providers/openfec'
import { filtersAndDateOrder } from '../shared/input.ts'
import { stateCode, text } from '../shared/params.ts'
import { ARMED_FORCES } from '../shared/states.ts'

const receipt = scheduleRow({
  contributor_name: fecText,
  contributor_city: fecText,
  contributor_state: fecText,
  contributor_zip: fecText,
  contributor_employer: fecText,
  contributor_occupation: fecText,
  contribution_receipt_amount: fecNumber,
  contribution_receipt_date: fecText,
  contributor_aggregate_ytd: fecNumber,
  receipt_type_full: fecText,
  is_individual: booleanOrNull,
})

export default defineOperation({
  name: 'fec-contributions',
  cacheTtl: '6h',
  sources: [{ path: '/v1/schedules/schedule_a/' }],
  method: 'GET',
  description: 'Itemized contributions received by federal campaigns and PACs (FEC Schedule A via OpenFEC), newest first: by recipient committee, contributor name, employer, occupation, state, amount, date and cycle; contributor, amount, date, year-to-date aggregate, recipient, receipt type and filing image.',
  input: v.object({
    committeeId,
    contributorName: text(2, 100, 'Contributor name'),
    employer: text(2, 100, 'Contributor employer'),
    occupation: text(2, 100, 'Contributor occupation'),
    state: stateCode('Contributor state (AA, AE, AP: armed forces mail)', { also: ARMED_FORCES }),
    ...scheduleParams('Received'),
  }),
  upstreams: [openFec],
  keywords: ['campaign donations', 'who donated to', 'political contributions', 'donor lookup', 'schedule a'],
  check: filtersAndDateOrder(['committeeId', 'contributorName', 'employer', 'occupation']),
  async handler({ input, upstream }) {
    const filters = { committee_id: input.committeeId, contributor_name: input.contributorName, contributor_employer: input.employer, contributor_occupation: input.occupation, contributor_state: input.state }
    return schedulePage(upstream(openFec), '/v1/schedules/schedule_a/', receipt, 'contribution_receipt_date', input, filters, (row) => ({
      subId: String(row.sub_id),
      contributorName: row.contributor_name,
      contributorCity: row.contributor_city,
      contributorState: row.contributor_state,
      contributorZip: row.contributor_zip,
      employer: row.contributor_employer,
      occupation: row.contributor_occupation,
      amount: row.contribution_receipt_amount,
      date: row.contribution_receipt_date?.slice(0, 10) ?? null,
      aggregateYtd: row.contributor_aggregate_ytd,
      committeeId: row.committee_id,
      committeeName: row.committee?.name ?? null,
      receiptType: row.receipt_type_full,
      isIndividual: row.is_individual,
      memo: row.memo_text,
      pdfUrl: row.pdf_url,
    }))
  },
})
