import { optionalDate } from '@svc/core'
import * as v from 'valibot'
import { datasetOperation } from '../dataset-operation.ts'
import { limit } from '../params.ts'
import { amount, text } from '../upstreams/fiscal-data.ts'

/** Daily Treasury Statement, table I: the operating cash balance (the Treasury General Account), millions of dollars. */
const row = v.object({
  record_date: v.string(), account_type: v.string(), close_today_bal: amount, open_today_bal: amount, open_month_bal: amount, open_fiscal_year_bal: amount,
  table_nbr: v.optional(text), src_line_nbr: v.optional(text),
})

export default datasetOperation({
  name: 'cash',
  description: 'US Treasury operating cash balance from the Daily Treasury Statement (Treasury General Account and its components), in millions of dollars, newest day first.',
  input: v.object({ from: optionalDate('First day'), to: optionalDate('Last day'), limit: limit(1000, 20) }),
  keywords: ['treasury general account balance', 'treasury cash balance', 'daily treasury statement', 'tga balance'],
  path: '/services/api/fiscal_service/v1/accounting/dts/operating_cash_balance',
  cacheTtl: '1h',
  row,
  sort: '-record_date',
  item: (line) => {
    // Since 2022-04 the statement has one line per figure ("TGA Opening Balance", "TGA Closing Balance", deposits,
    // withdrawals), leaves close_today_bal null and puts each line's amount for the day in open_today_bal.
    const today = line.close_today_bal ?? line.open_today_bal
    return {
      date: line.record_date,
      account: line.account_type,
      todayMillions: today,
      closingBalanceMillions: line.close_today_bal ?? (/closing balance/i.test(line.account_type) ? line.open_today_bal : null),
      openingMonthMillions: line.open_month_bal,
      openingFiscalYearMillions: line.open_fiscal_year_bal,
    }
  },
})
