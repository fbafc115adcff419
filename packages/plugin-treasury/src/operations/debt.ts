import { optionalDate } from '@svc/core'
import * as v from 'valibot'
import { datasetOperation } from '../dataset-operation.ts'
import { limit } from '../params.ts'
import { amount } from '../upstreams/fiscal-data.ts'

/** Debt to the Penny: total public debt outstanding per business day. */
const row = v.object({ record_date: v.string(), debt_held_public_amt: amount, intragov_hold_amt: amount, tot_pub_debt_out_amt: amount })

export default datasetOperation({
  name: 'debt',
  description: 'US national debt (Debt to the Penny): total public debt outstanding, debt held by the public and intragovernmental holdings, per business day, newest first.',
  input: v.object({ from: optionalDate('First day'), to: optionalDate('Last day'), limit: limit(1000, 10) }),
  keywords: ['us national debt', 'how much is the us debt', 'debt to the penny', 'federal debt today', 'total public debt outstanding'],
  path: '/services/api/fiscal_service/v2/accounting/od/debt_to_penny',
  cacheTtl: '1h',
  row,
  sort: '-record_date',
  item: (day) => ({ date: day.record_date, totalDebt: day.tot_pub_debt_out_amt, heldByPublic: day.debt_held_public_amt, intragovernmental: day.intragov_hold_amt }),
})
