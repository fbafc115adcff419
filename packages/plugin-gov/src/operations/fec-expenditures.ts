import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { committeeId } from '../fec/params.ts'
import { fecNumber, fecText } from '../fec/query.ts'
import { scheduleParams, schedulePage, scheduleRow } from '../fec/schedule.ts'
import { openFec } from '@svc/providers/openfec'
import { filtersAndDateOrder } from '../shared/input.ts'
import { stateCode, text } from '../shared/params.ts'
import { ARMED_FORCES } from '../shared/states.ts'

const disbursement = scheduleRow({
  recipient_name: fecText,
  recipient_city: fecText,
  recipient_state: fecText,
  disbursement_amount: fecNumber,
  disbursement_date: fecText,
  disbursement_description: fecText,
  disbursement_purpose_category: fecText,
})

export default defineOperation({
  name: 'fec-expenditures',
  cacheTtl: '6h',
  sources: [{ path: '/v1/schedules/schedule_b/' }],
  method: 'GET',
  description: 'Itemized spending by federal campaigns and PACs (FEC Schedule B disbursements via OpenFEC), newest first: by spending committee, recipient (payee), purpose words, recipient state, amount, date and cycle; payee, amount, date, purpose and category, and filing image.',
  input: v.object({
    committeeId,
    recipientName: text(2, 100, 'Payee name'),
    purpose: text(2, 100, 'Words of the disbursement description, e.g. media buy'),
    state: stateCode('Payee state (AA, AE, AP: armed forces mail)', { also: ARMED_FORCES }),
    ...scheduleParams('Paid'),
  }),
  upstreams: [openFec],
  keywords: ['campaign spending', 'pac expenditures', 'who did the campaign pay', 'disbursements', 'schedule b'],
  check: filtersAndDateOrder(['committeeId', 'recipientName', 'purpose']),
  async handler({ input, upstream }) {
    const filters = { committee_id: input.committeeId, recipient_name: input.recipientName, disbursement_description: input.purpose, recipient_state: input.state }
    return schedulePage(upstream(openFec), '/v1/schedules/schedule_b/', disbursement, 'disbursement_date', input, filters, (row) => ({
      subId: String(row.sub_id),
      committeeId: row.committee_id,
      committeeName: row.committee?.name ?? null,
      recipientName: row.recipient_name,
      recipientCity: row.recipient_city,
      recipientState: row.recipient_state,
      amount: row.disbursement_amount,
      date: row.disbursement_date?.slice(0, 10) ?? null,
      purpose: row.disbursement_description,
      category: row.disbursement_purpose_category,
      memo: row.memo_text,
      pdfUrl: row.pdf_url,
    }))
  },
})
