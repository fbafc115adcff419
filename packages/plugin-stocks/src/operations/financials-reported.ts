import { listAnswer } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { dateOnly, limit, symbol } from '../params.ts'

const line = v.object({ concept: v.string(), label: v.optional(v.string(), ''), unit: v.optional(v.string(), ''), value: v.nullish(v.union([v.number(), v.string()]), null) })
const statement = v.nullish(v.array(line), [])
/** GET /api/v1/stock/financials-reported: the statements of each 10-K / 10-Q as filed with the SEC (XBRL). */
const answer = v.object({
  data: v.array(v.object({
    accessNumber: v.string(), form: v.string(), year: v.number(), quarter: v.number(),
    startDate: v.string(), endDate: v.string(), filedDate: v.string(), acceptedDate: v.optional(v.string(), ''),
    report: v.object({ bs: statement, ic: statement, cf: statement }),
  })),
})

const toLines = (lines: v.InferOutput<typeof statement>) => (lines ?? []).map((entry) => ({ concept: entry.concept, label: entry.label, unit: entry.unit, value: entry.value }))

export default finnhubOperation({
  name: 'financials-reported',
  description: 'A company\'s financial statements as reported to the SEC in its 10-K or 10-Q filings: balance sheet, income statement and cash flow lines (XBRL concept, label, unit, value), newest filing first.',
  input: v.object({
    symbol,
    freq: v.optional(v.pipe(v.picklist(['annual', 'quarterly']), v.description('annual (10-K, default) or quarterly (10-Q)')), 'annual'),
    limit: limit(20, 4),
  }),
  keywords: ['balance sheet of apple', 'income statement', 'company financial statements', '10-k financials', 'revenue and net income as reported'],
  path: '/api/v1/stock/financials-reported',
  query: (input) => ({ symbol: input.symbol, freq: input.freq }),
  schema: answer,
  cacheTtl: '12h',
  read: (data, input, source) => {
    const filings = [...data.data].sort((a, b) => (a.endDate < b.endDate ? 1 : -1))
    const items = filings.slice(0, input.limit).map((filing) => ({
      accessionNumber: filing.accessNumber,
      form: filing.form,
      fiscalYear: filing.year,
      fiscalQuarter: filing.quarter || null,
      periodStart: dateOnly(filing.startDate),
      periodEnd: dateOnly(filing.endDate),
      filedDate: dateOnly(filing.filedDate),
      balanceSheet: toLines(filing.report.bs),
      incomeStatement: toLines(filing.report.ic),
      cashFlow: toLines(filing.report.cf),
    }))
    return listAnswer(items, source, { total: filings.length })
  },
})
