import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf, textOrNull, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { companiesHouse } from '../upstreams/registries.ts'

const address = v.optional(v.object({
  premises: textOrNull, address_line_1: textOrNull, address_line_2: textOrNull, locality: textOrNull, region: textOrNull, postal_code: textOrNull, country: textOrNull,
}))
const searchAnswer = v.object({
  total_results: v.number(),
  items: v.optional(v.array(v.object({
    company_number: v.string(), title: v.string(), company_status: textOrNull, company_type: textOrNull, date_of_creation: textOrNull, address,
  })), []),
})
const profileAnswer = v.object({
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
const officersAnswer = v.object({
  items: v.optional(v.array(v.object({ name: v.string(), officer_role: textOrNull, appointed_on: textOrNull, resigned_on: textOrNull, nationality: textOrNull, occupation: textOrNull })), []),
})

type Address = v.InferOutput<typeof address>
const oneLine = (a: Address) => (a ? [a.premises, a.address_line_1, a.address_line_2, a.locality, a.region, a.postal_code, a.country].filter(Boolean).join(', ') || null : null)

export default defineOperation({
  name: 'uk-companies',
  method: 'GET',
  description: 'UK companies from Companies House: search by name, or a full profile by company number with status, type, dates, SIC codes, registered office, accounts and confirmation statement dates, charges and insolvency flags, previous names and officers.',
  input: v.object({
    query: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120), v.description('Company name (search mode)'))),
    companyNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(12), v.regex(/^[A-Z0-9]+$/, 'must be letters and digits, e.g. 00445790 or SC123456'), v.description('Company number (profile mode)'))),
    limit: rowLimit(50, 10),
  }),
  upstreams: [companiesHouse],
  keywords: ['uk company', 'companies house', 'company number', 'uk directors'],
  // Both modes at once, or neither, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (Boolean(input.query) === Boolean(input.companyNumber)) throw invalidField('query', 'give exactly one of query (search) or companyNumber (profile)')
  },
  async handler({ input, upstream }) {
    const client = upstream(companiesHouse)
    const source = (url: string) => (sourceOf(companiesHouse, url))
    if (input.query) {
      const response = await client.json('/search/companies', { query: { q: input.query, items_per_page: input.limit }, schema: searchAnswer })
      const items = response.data.items.map((company) => ({
        companyNumber: company.company_number,
        name: company.title,
        status: company.company_status,
        type: company.company_type,
        incorporatedOn: company.date_of_creation,
        address: oneLine(company.address),
      }))
      return listAnswer(items, source(response.url), { total: response.data.total_results, mode: 'list' })
    }
    // Companies House numbers are 8 characters, zero-padded when all digits.
    const number = /^\d+$/.test(input.companyNumber!) ? input.companyNumber!.padStart(8, '0') : input.companyNumber!
    const [profile, officers] = await Promise.all([
      client.json(`/company/${number}`, { schema: profileAnswer, acceptStatus: [404] }),
      client.json(`/company/${number}/officers`, { query: { items_per_page: 100 }, schema: officersAnswer, acceptStatus: [404] }),
    ])
    if (profile.status === 404) throw createError('NOT_FOUND', `Companies House has no company ${number}`)
    const company = profile.data
    return lookupAnswer({
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
      officers: officers.status === 404 ? [] : officers.data.items.map((officer) => ({
        name: officer.name, role: officer.officer_role, appointedOn: officer.appointed_on, resignedOn: officer.resigned_on, nationality: officer.nationality, occupation: officer.occupation,
      })),
    }, source(profile.url), { mode: 'lookup' })
  },
})
