import { optionalDate } from '@svc/core'
import * as v from 'valibot'
import { datasetOperation } from '../dataset-operation.ts'
import { limit } from '../params.ts'
import { amount, text } from '../upstreams/fiscal-data.ts'

/** Monthly Treasury Statement, table 1: receipts, outlays and the deficit or surplus per month (dollars). */
const row = v.object({
  record_date: v.string(), classification_desc: v.string(), current_month_gross_rcpt_amt: amount, current_month_gross_outly_amt: amount,
  current_month_dfct_sur_amt: amount, record_fiscal_year: v.optional(text), record_calendar_month: v.optional(text),
})

export default datasetOperation({
  name: 'monthly-statement',
  description: 'Monthly Treasury Statement summary: US federal receipts, outlays and deficit or surplus per month (and fiscal year to date rows), newest first.',
  input: v.object({ from: optionalDate('First record date'), to: optionalDate('Last record date'), limit: limit(1000, 24) }),
  keywords: ['us budget deficit', 'federal deficit this month', 'monthly treasury statement', 'government receipts and outlays', 'federal spending and revenue'],
  path: '/services/api/fiscal_service/v1/accounting/mts/mts_table_1',
  row,
  sort: '-record_date,src_line_nbr',
  cacheTtl: '6h',
  item: (line) => ({
    date: line.record_date,
    period: line.classification_desc,
    fiscalYear: line.record_fiscal_year ? Number(line.record_fiscal_year) : null,
    receipts: line.current_month_gross_rcpt_amt,
    outlays: line.current_month_gross_outly_amt,
    deficitOrSurplus: line.current_month_dfct_sur_amt,
  }),
})
