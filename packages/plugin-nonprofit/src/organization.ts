import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { formatEin, subsectionLabel } from './params.ts'

/** `GET /organizations/{ein}.json`: the IRS master-file record and the filings ProPublica holds. */
const filing = v.object({ tax_prd: numberOrNull, tax_prd_yr: numberOrNull, formtype: numberOrNull, pdf_url: textOrNull, updated: textOrNull, totrevenue: numberOrNull, totfuncexpns: numberOrNull, totassetsend: numberOrNull, totliabend: numberOrNull })
export const organizationSchema = v.object({
  organization: v.object({
    ein: v.number(), name: v.string(), careofname: textOrNull, address: textOrNull, city: textOrNull, state: textOrNull, zipcode: textOrNull, subsection_code: numberOrNull, ntee_code: textOrNull, ruling_date: textOrNull,
    deductibility_code: numberOrNull, foundation_code: numberOrNull, exempt_organization_status_code: numberOrNull, asset_amount: numberOrNull, income_amount: numberOrNull, revenue_amount: numberOrNull, tax_period: numberOrNull, updated_at: textOrNull,
  }),
  filings_with_data: v.optional(v.array(filing), []),
  filings_without_data: v.optional(v.array(v.object({ tax_prd: numberOrNull, tax_prd_yr: numberOrNull, formtype: numberOrNull, pdf_url: textOrNull })), []),
})

const FORMS: Record<number, string> = { 0: '990', 1: '990-EZ', 2: '990-PF' }
/** ProPublica's form type code as the form's name (an unknown code as it came). */
const formName = (code: number | null) => (code === null ? null : (FORMS[code] ?? String(code)))

/** An organization as nonprofit.search looks it up: its IRS record and its Form 990 filings by year. */
export function toOrganization({ organization: org, filings_with_data: filings, filings_without_data: others }: v.InferOutput<typeof organizationSchema>) {
  return {
    ein: formatEin(org.ein),
    name: org.name,
    careOf: org.careofname,
    address: { street: org.address, city: org.city, state: org.state, zip: org.zipcode },
    subsection: subsectionLabel(org.subsection_code),
    nteeCode: org.ntee_code,
    rulingDate: org.ruling_date,
    deductibilityCode: org.deductibility_code,
    foundationCode: org.foundation_code,
    exemptStatusCode: org.exempt_organization_status_code,
    assets: org.asset_amount,
    income: org.income_amount,
    revenue: org.revenue_amount,
    filings: filings.map((row) => ({ taxYear: row.tax_prd_yr, taxPeriod: row.tax_prd, form: formName(row.formtype), revenue: row.totrevenue, expenses: row.totfuncexpns, assets: row.totassetsend, liabilities: row.totliabend, pdfUrl: row.pdf_url })),
    filingsWithoutData: others.map((row) => ({ taxYear: row.tax_prd_yr, taxPeriod: row.tax_prd, form: formName(row.formtype), pdfUrl: row.pdf_url })),
    url: `https://projects.propublica.org/nonprofits/organizations/${org.ein}`,
  }
}
