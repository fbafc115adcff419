import { createError, defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { oneCompany } from '../sec/companies.ts'
import { resolveCompany } from '../sec/company-filings.ts'
import { companyFacts, conceptSeries } from '../sec/facts.ts'
import { cikParam, tickerParam } from '../sec/params.ts'
import { secData, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'
import { companyFactsSource } from '../sec/facts.ts'

/** Answered when no `concepts` are asked: the headline figures of most filers. */
export const DEFAULT_CONCEPTS = [
  'us-gaap:Revenues', 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax', 'us-gaap:NetIncomeLoss', 'us-gaap:Assets', 'us-gaap:Liabilities',
  'us-gaap:StockholdersEquity', 'us-gaap:CashAndCashEquivalentsAtCarryingValue', 'us-gaap:EarningsPerShareDiluted', 'dei:EntityCommonStockSharesOutstanding',
]

export default defineOperation({
  name: 'company-facts',
  sources: [companyTickersSource, companyFactsSource],
  method: 'GET',
  description: 'Financial statement facts a company reported to the SEC in XBRL (revenue, net income, assets, EPS, shares... or any us-gaap, ifrs-full or dei concept): latest value and history per period, restatements resolved.',
  input: v.object({
    cik: cikParam,
    ticker: tickerParam,
    concepts: v.optional(v.pipe(
      v.string(),
      v.maxLength(600),
      v.transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean).map((item) => (item.includes(':') ? item : `us-gaap:${item}`))),
      v.minLength(1, 'must name at least one concept'),
      v.maxLength(20, 'must name at most 20 concepts'),
      v.check((list) => list.every((item) => /^(us-gaap|ifrs-full|dei|srt|invest):[A-Za-z][A-Za-z0-9]{1,150}$/.test(item)), 'must be concepts such as NetIncomeLoss or dei:EntityCommonStockSharesOutstanding'),
      v.description('Comma-separated XBRL concepts (us-gaap by default; prefix ifrs-full:, dei:, srt:)'),
    )),
    form: v.optional(v.pipe(v.picklist(['10-K', '10-Q', '20-F', '40-F']), v.description('Only values from this form (annual 10-K, quarterly 10-Q...)'))),
    periods: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40), v.description('Periods of history per concept')), 8),
  }),
  upstreams: [secData, secWww],
  keywords: ['company revenue', 'net income', 'balance sheet', 'xbrl facts', 'financial statements', 'earnings per share'],
  // No company, or one named two ways, can only fail: the 400 comes before any 402.
  check: oneCompany,
  async handler(ctx) {
    const { input, upstream } = ctx
    const { cik, headers } = await resolveCompany(ctx)
    const response = await companyFacts(upstream(secData), headers, cik)
    if (response.status === 404) throw createError('NOT_FOUND', `EDGAR has no XBRL facts for CIK ${cik}`)
    const facts = response.data.facts
    const asked = input.concepts ?? DEFAULT_CONCEPTS
    const items = []
    const missing: string[] = []
    for (const name of asked) {
      const [taxonomy, concept] = name.split(':') as [string, string]
      const series = conceptSeries(facts, taxonomy, concept, { form: input.form, periods: input.periods })
      if (series) items.push(series)
      else missing.push(name)
    }
    return { ...listAnswer(items, sourceOf(secData, response.url)), company: { cik, name: response.data.entityName }, missing }
  },
})
