import { defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { checkCompanyWindow, companyNamed, resolveCompany } from '../sec/company-filings.ts'
import { cikParam, filedWindow, tickerParam } from '../sec/params.ts'
import { submissions } from '../sec/submissions.ts'
import { secData, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'
import { submissionsSource } from '../sec/submissions.ts'

export default defineOperation({
  name: 'sec-filings',
  sources: [companyTickersSource, submissionsSource],
  method: 'GET',
  description: 'Recent SEC EDGAR filings of a company by CIK or ticker, newest first, filtered by form type and date: accession number, form, filing and report dates, acceptance time, primary document and its URL.',
  input: v.object({
    cik: cikParam,
    ticker: tickerParam,
    forms: v.optional(v.pipe(
      v.string(),
      v.maxLength(200),
      v.transform((text) => text.split(',').map((form) => form.trim().toUpperCase()).filter(Boolean)),
      v.check((list) => list.every((form) => /^[A-Z0-9/-]{1,20}$/.test(form)), 'must be comma-separated form types such as 10-K,10-Q,8-K'),
      v.description('Form types, e.g. 10-K,10-Q,8-K,4'),
    )),
    ...filedWindow,
    limit: rowLimit(100, 20),
  }),
  upstreams: [secData, secWww],
  keywords: ['sec filings', '10-k', '10-q', '8-k', 'edgar filings', 'annual report'],
  // No company, one named two ways, or dates in the wrong order can only fail: the 400 comes before any 402.
  check: checkCompanyWindow,
  async handler(ctx) {
    const { input, upstream } = ctx
    const { cik, headers } = await resolveCompany(ctx)
    const company = await submissions(upstream(secData), headers, cik)
    const forms = input.forms && input.forms.length > 0 ? new Set(input.forms) : undefined
    const matching = company.filings.filter((filing) => (!forms || forms.has(filing.form)) && (!input.from || filing.filingDate >= input.from) && (!input.to || filing.filingDate <= input.to))
    return { ...listAnswer(matching.slice(0, input.limit), sourceOf(secData, company.url), { total: matching.length }), company: companyNamed(cik, company) }
  },
})
