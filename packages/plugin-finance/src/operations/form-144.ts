import { createError, defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { checkCompanyWindow, companyFilings, companyNamed } from '../sec/company-filings.ts'
import { eachFiling, filingStatuses, filingXml } from '../sec/documents.ts'
import { form144Notice } from '../sec/form144.ts'
import { cikParam, filedWindow, tickerParam } from '../sec/params.ts'
import { secData, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'
import { submissionsSource } from '../sec/submissions.ts'
import { filingDocumentSource } from '../sec/documents.ts'

export default defineOperation({
  name: 'form-144',
  sources: [companyTickersSource, submissionsSource, filingDocumentSource],
  method: 'GET',
  description: 'Form 144 notices of proposed sales of restricted or control stock for a company, from the SEC filings (XML as filed): seller and relationship, security class, units, aggregate market value, approximate sale date, broker and exchange, how the shares were acquired, 10b5-1 plan dates.',
  input: v.object({
    cik: cikParam,
    ticker: tickerParam,
    ...filedWindow,
    limit: rowLimit(40, 10, 'Notices to read, newest first'),
  }),
  upstreams: [secData, secWww],
  keywords: ['form 144', 'proposed insider sale', 'restricted stock sale notice', 'insider intends to sell'],
  // No company, one named two ways, or dates in the wrong order can only fail: the 400 comes before any 402.
  check: checkCompanyWindow,
  async handler(ctx) {
    const { input } = ctx
    const { cik, company, headers, www, filings: forms } = await companyFilings(ctx, ['144', '144/A'])
    const parts = await eachFiling(forms.slice(0, input.limit), async (filing) => {
      const { doc, url } = await filingXml(www, headers, cik, filing)
      const formData = doc.edgarSubmission?.formData
      if (!formData) throw createError('UPSTREAM_FAILED', `Filing ${filing.accessionNumber} is not a Form 144 submission`)
      return { ...form144Notice(formData), url }
    })
    const items = parts.flatMap((part) => (part.status === 'found' ? [{ form: part.filing.form, filingDate: part.filing.filingDate, accessionNumber: part.filing.accessionNumber, ...part.data }] : []))
    return { ...listAnswer(items, sourceOf(secWww, company.url), { total: forms.length }), company: companyNamed(cik, company), filings: filingStatuses(parts) }
  },
})
