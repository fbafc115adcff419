import { createError, defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { checkCompanyWindow, companyFilings, companyNamed } from '../sec/company-filings.ts'
import { eachFiling, filingStatuses, filingXml } from '../sec/documents.ts'
import { owners, transactions } from '../sec/form4.ts'
import { cikParam, filedWindow, tickerParam } from '../sec/params.ts'
import { secData, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'
import { submissionsSource } from '../sec/submissions.ts'
import { filingDocumentSource } from '../sec/documents.ts'

export default defineOperation({
  name: 'insider-trades',
  sources: [companyTickersSource, submissionsSource, filingDocumentSource],
  method: 'GET',
  description: 'Insider transactions of a company from its SEC Form 4 filings (the XML as filed): who traded (name, director/officer/10% owner, title), security, date, transaction code, shares, price, value, holdings after, direct or indirect, newest filings first, with buy and sell totals.',
  input: v.object({
    cik: cikParam,
    ticker: tickerParam,
    ...filedWindow,
    codes: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z](,[A-Z])*$/, 'must be comma-separated transaction codes such as P,S'), v.transform((list) => list.split(',')), v.description('Keep these transaction codes only (P purchase, S sale, A award, M exercise, F tax, G gift...)'))),
    limit: rowLimit(40, 10, 'Form 4 filings to read, newest first'),
  }),
  upstreams: [secData, secWww],
  keywords: ['insider trading', 'form 4', 'insider buying', 'insider selling', 'executive stock sales', 'director purchases'],
  // No company, one named two ways, or dates in the wrong order can only fail: the 400 comes before any 402.
  check: checkCompanyWindow,
  async handler(ctx) {
    const { input } = ctx
    const { cik, company, headers, www, filings: forms } = await companyFilings(ctx, ['4', '4/A'])
    const parts = await eachFiling(forms.slice(0, input.limit), async (filing) => {
      const { doc, url } = await filingXml(www, headers, cik, filing)
      const root = doc.ownershipDocument
      if (!root) throw createError('UPSTREAM_FAILED', `Filing ${filing.accessionNumber} is not an ownership document`)
      return { owners: owners(root), transactions: transactions(root), url }
    })
    const items = parts.flatMap((part) => part.status === 'found'
      ? part.data.transactions
        .filter((row) => !input.codes || (row.code !== null && input.codes.includes(row.code)))
        .map((row) => ({ ...row, owners: part.data.owners, form: part.filing.form, filingDate: part.filing.filingDate, accessionNumber: part.filing.accessionNumber, url: part.data.url }))
      : [])
    const sum = (code: string) => items.filter((row) => row.code === code).reduce((total, row) => ({ count: total.count + 1, shares: total.shares + (row.shares ?? 0), value: Math.round((total.value + (row.value ?? 0)) * 100) / 100 }), { count: 0, shares: 0, value: 0 })
    return { ...listAnswer(items, sourceOf(secWww, company.url)), company: companyNamed(cik, company), summary: { filingsRead: parts.length, filingsAvailable: forms.length, purchases: sum('P'), sales: sum('S') }, filings: filingStatuses(parts) }
  },
})
