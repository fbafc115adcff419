import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { oneCompany } from '../sec/companies.ts'
import { resolveCompany } from '../sec/company-filings.ts'
import { companyFacts, conceptSeries } from '../sec/facts.ts'
import { cikParam, tickerParam } from '../sec/params.ts'
import { submissions, type Filing } from '../sec/submissions.ts'
import { secData, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'
import { submissionsSource } from '../sec/submissions.ts'
import { companyFactsSource } from '../sec/facts.ts'

const KEY_FACTS = {
  revenue: ['us-gaap:Revenues', 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax', 'us-gaap:SalesRevenueNet'],
  netIncome: ['us-gaap:NetIncomeLoss'],
  assets: ['us-gaap:Assets'],
  liabilities: ['us-gaap:Liabilities'],
  equity: ['us-gaap:StockholdersEquity'],
  sharesOutstanding: ['dei:EntityCommonStockSharesOutstanding'],
} as const
const LATEST_FORMS = ['10-K', '10-Q', '8-K', 'DEF 14A', '20-F', '6-K'] as const

export default defineOperation({
  name: 'company-profile',
  sources: [companyTickersSource, submissionsSource, companyFactsSource],
  method: 'GET',
  description: 'Profile of an SEC-registered company by CIK or ticker: names, tickers and exchanges, SIC industry, incorporation, fiscal year end, addresses, former names, latest annual and quarterly filings, and headline financials from its last annual report.',
  input: v.object({ cik: cikParam, ticker: tickerParam }),
  upstreams: [secData, secWww],
  keywords: ['company overview', 'sec company profile', 'sic code', 'company headquarters', 'fiscal year end'],
  // No company, or one named two ways, can only fail: the 400 comes before any 402.
  check: oneCompany,
  async handler(ctx) {
    const { upstream } = ctx
    const { cik, headers } = await resolveCompany(ctx)
    const data = upstream(secData)
    const [company, facts] = await Promise.all([submissions(data, headers, cik), companyFacts(data, headers, cik)])
    const latest = (form: string) => company.filings.find((filing: Filing) => filing.form === form)
    const keyFacts = facts.status === 404 ? null : Object.fromEntries(Object.entries(KEY_FACTS).map(([key, names]) => {
      for (const name of names) {
        const [taxonomy, concept] = name.split(':') as [string, string]
        // Annual figures, except shares outstanding, which the cover page of any report states.
        const series = conceptSeries(facts.data.facts, taxonomy, concept, { form: key === 'sharesOutstanding' ? undefined : '10-K', periods: 1 })
        if (series) return [key, { value: series.latest.value, unit: series.unit, end: series.latest.end, fiscalYear: series.latest.fiscalYear, concept: name }]
      }
      return [key, null]
    }))
    return lookupAnswer({
      cik,
      name: company.name,
      entityType: company.entityType,
      category: company.category,
      tickers: company.tickers.map((ticker, i) => ({ ticker, exchange: company.exchanges[i] ?? null })),
      sic: company.sic ? { code: company.sic, description: company.sicDescription } : null,
      ein: company.ein,
      stateOfIncorporation: company.stateOfIncorporation || null,
      fiscalYearEnd: company.fiscalYearEnd,
      website: company.website || null,
      phone: company.phone,
      addresses: company.addresses,
      formerNames: company.formerNames,
      latestFilings: Object.fromEntries(LATEST_FORMS.map((form) => {
        const filing = latest(form)
        return [form, filing ? { filingDate: filing.filingDate, reportDate: filing.reportDate, accessionNumber: filing.accessionNumber, url: filing.url } : null]
      })),
      keyFacts,
    }, sourceOf(secData, company.url))
  },
})
