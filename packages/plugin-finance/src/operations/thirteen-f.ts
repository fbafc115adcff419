import { createError, defineOperation, listAnswer, sourceOf, optionalDate, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { oneCompany } from '../sec/companies.ts'
import { resolveCompany } from '../sec/company-filings.ts'
import { filingFiles, filingXml, filingsOf } from '../sec/documents.ts'
import { cikParam, tickerParam } from '../sec/params.ts'
import { submissions } from '../sec/submissions.ts'
import { coverPage, holdings } from '../sec/thirteen-f.ts'
import { secData, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'
import { submissionsSource } from '../sec/submissions.ts'
import { filingDocumentSource } from '../sec/documents.ts'

export default defineOperation({
  name: 'thirteen-f',
  sources: [companyTickersSource, submissionsSource, filingDocumentSource],
  method: 'GET',
  description: 'An institutional manager\'s 13F-HR holdings from the SEC information table (XML as filed), largest first: issuer, class, CUSIP, value (USD), shares or principal, put/call, investment discretion, voting authority and share of the reported portfolio; the latest quarter or a given one.',
  input: v.object({
    cik: cikParam,
    ticker: tickerParam,
    period: optionalDate('Quarter end (report date), e.g. 2025-09-30; default the latest'),
    limit: rowLimit(500, 100),
  }),
  upstreams: [secData, secWww],
  keywords: ['13f', 'institutional holdings', 'hedge fund portfolio', 'fund holdings', 'what does berkshire own'],
  // No company, or one named two ways, can only fail: the 400 comes before any 402.
  check: oneCompany,
  async handler(ctx) {
    const { input, upstream } = ctx
    const { cik, headers, www } = await resolveCompany(ctx)
    const manager = await submissions(upstream(secData), headers, cik)
    const reports = filingsOf(manager.filings, ['13F-HR', '13F-HR/A'], {})
    const filing = input.period ? reports.find((report) => report.reportDate === input.period) : reports[0]
    if (!filing) throw createError('NOT_FOUND', input.period ? `${manager.name} filed no 13F-HR for the quarter ending ${input.period}` : `${manager.name} files no 13F-HR`)
    const files = await filingFiles(www, headers, cik, filing.accessionNumber)
    const primary = filing.primaryDocument?.replace(/^xsl[^/]+\//, '') ?? 'primary_doc.xml'
    const tableFile = files.find((name) => name.toLowerCase().endsWith('.xml') && name !== primary)
    if (!tableFile) throw createError('UPSTREAM_FAILED', `Filing ${filing.accessionNumber} has no information table`)
    const [cover, table] = await Promise.all([filingXml(www, headers, cik, filing, primary), filingXml(www, headers, cik, filing, tableFile)])
    if (!table.doc.informationTable) throw createError('UPSTREAM_FAILED', `Filing ${filing.accessionNumber}'s ${tableFile} is not a 13F information table`)
    const rows = holdings(table.doc.informationTable, filing.filingDate)
    const portfolio = rows.reduce((sum, row) => sum + (row.valueUsd ?? 0), 0)
    const items = rows
      .sort((a, b) => (b.valueUsd ?? 0) - (a.valueUsd ?? 0))
      .slice(0, input.limit)
      .map((row) => ({ ...row, portfolioPct: portfolio > 0 && row.valueUsd !== null ? Math.round((row.valueUsd / portfolio) * 1e6) / 1e4 : null }))
    return { ...listAnswer(items, sourceOf(secWww, table.url), { total: rows.length }), filing: { accessionNumber: filing.accessionNumber, form: filing.form, filingDate: filing.filingDate, ...coverPage(cover.doc), period: filing.reportDate, portfolioValueUsd: portfolio, informationTableUrl: table.url }, manager: { cik, name: manager.name } }
  },
})
