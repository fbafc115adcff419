import { textOrNull } from '@svc/core'
import * as v from 'valibot'

// Companies House public data API answers (https://developer-specs.company-information.service.gov.uk/), as read here.
const address = v.optional(v.object({
  premises: textOrNull, address_line_1: textOrNull, address_line_2: textOrNull, locality: textOrNull, region: textOrNull, postal_code: textOrNull, country: textOrNull,
}))
export const searchAnswer = v.object({
  total_results: v.number(),
  items: v.optional(v.array(v.object({
    company_number: v.string(), title: v.string(), company_status: textOrNull, company_type: textOrNull, date_of_creation: textOrNull, address,
  })), []),
})
export const profileAnswer = v.object({
  company_name: v.string(),
  company_number: v.string(),
  company_status: textOrNull,
  type: textOrNull,
  jurisdiction: textOrNull,
  date_of_creation: textOrNull,
  date_of_cessation: textOrNull,
  sic_codes: v.optional(v.array(v.string()), []),
  registered_office_address: address,
  accounts: v.optional(v.object({ next_due: textOrNull, next_made_up_to: textOrNull, overdue: v.optional(v.boolean()), last_accounts: v.optional(v.object({ made_up_to: textOrNull })) })),
  confirmation_statement: v.optional(v.object({ next_due: textOrNull, last_made_up_to: textOrNull, overdue: v.optional(v.boolean()) })),
  has_charges: v.optional(v.boolean(), false),
  has_insolvency_history: v.optional(v.boolean(), false),
  previous_company_names: v.optional(v.array(v.object({ name: v.string(), effective_from: textOrNull, ceased_on: textOrNull })), []),
})
// `total_results` is in every officer list (officerList); `items` may be left out of an empty one. An error object has neither.
export const officersAnswer = v.object({
  total_results: v.number(),
  items: v.optional(v.array(v.object({ name: v.string(), officer_role: textOrNull, appointed_on: textOrNull, resigned_on: textOrNull, nationality: textOrNull, occupation: textOrNull })), []),
})

type Address = v.InferOutput<typeof address>
const oneLine = (a: Address) => (a ? [a.premises, a.address_line_1, a.address_line_2, a.locality, a.region, a.postal_code, a.country].filter(Boolean).join(', ') || null : null)

/** A search hit as the list answers it. */
export const searchRow = (company: v.InferOutput<typeof searchAnswer>['items'][number]) => ({
  companyNumber: company.company_number,
  name: company.title,
  status: company.company_status,
  type: company.company_type,
  incorporatedOn: company.date_of_creation,
  address: oneLine(company.address),
})

/** A company's profile with its officers, as the lookup answers it. */
export function profileRow(company: v.InferOutput<typeof profileAnswer>, officers: v.InferOutput<typeof officersAnswer>['items']) {
  return {
    companyNumber: company.company_number,
    name: company.company_name,
    status: company.company_status,
    type: company.type,
    jurisdiction: company.jurisdiction,
    incorporatedOn: company.date_of_creation,
    dissolvedOn: company.date_of_cessation,
    sicCodes: company.sic_codes,
    registeredOffice: oneLine(company.registered_office_address),
    accounts: { lastMadeUpTo: company.accounts?.last_accounts?.made_up_to ?? null, nextDue: company.accounts?.next_due ?? null, overdue: company.accounts?.overdue ?? false },
    confirmationStatement: { lastMadeUpTo: company.confirmation_statement?.last_made_up_to ?? null, nextDue: company.confirmation_statement?.next_due ?? null, overdue: company.confirmation_statement?.overdue ?? false },
    hasCharges: company.has_charges,
    hasInsolvencyHistory: company.has_insolvency_history,
    previousNames: company.previous_company_names.map((name) => ({ name: name.name, from: name.effective_from, to: name.ceased_on })),
    officers: officers.map((officer) => ({
      name: officer.name, role: officer.officer_role, appointedOn: officer.appointed_on, resignedOn: officer.resigned_on, nationality: officer.nationality, occupation: officer.occupation,
    })),
  }
}
