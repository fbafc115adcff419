import { type OperationContext, requireOrder } from '@svc/core'
import { oneCompany, resolveCik } from './companies.ts'
import { filingsOf } from './documents.ts'
import { submissions } from './submissions.ts'
import { secData, secHeaders, secWww } from './upstreams.ts'

interface Window { cik?: string | undefined; ticker?: string | undefined; from?: string | undefined; to?: string | undefined }

/** No company (or two ways of naming one), or dates in the wrong order: the operations' check before payment. */
export function checkCompanyWindow(input: Window): void {
  oneCompany(input)
  requireOrder(input, 'from', 'to')
}

/** The company a call names (by cik or ticker) as its CIK, with this host's SEC request headers and the www.sec.gov client. */
export async function resolveCompany(ctx: Pick<OperationContext<{ cik?: string | undefined; ticker?: string | undefined }>, 'input' | 'settings' | 'upstream'>) {
  const headers = secHeaders(ctx.settings)
  const www = ctx.upstream(secWww)
  const cik = await resolveCik(www, headers, ctx.input)
  return { cik, headers, www }
}

/** A company's filings of the given forms in the filing-date window, with what reading their documents needs. */
export async function companyFilings(ctx: OperationContext<Window>, forms: string[]) {
  const { cik, headers, www } = await resolveCompany(ctx)
  const company = await submissions(ctx.upstream(secData), headers, cik)
  return { cik, company, headers, www, filings: filingsOf(company.filings, forms, ctx.input) }
}

/** The company an answer is about, as the filing operations name it beside their items. */
export const companyNamed = (cik: string, company: { name: unknown; tickers: unknown }) => ({ cik, name: company.name, tickers: company.tickers })
