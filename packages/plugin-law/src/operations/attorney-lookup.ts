import { defineOperation, invalidField, listAnswer, requireOne, rowLimit, sourceOf, textOrNull, trimmedMember } from '@svc/core'
import { nyOpenData } from '@svc/providers/socrata'
import * as v from 'valibot'

/** NYS Attorney Registrations (Unified Court System) on data.ny.gov: every attorney admitted in New York. */
const DATASET = '/resource/eqw2-r5nb.json'
const NAME = /^[\p{L}][\p{L} .'-]{0,59}$/u
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`
const upper = (value: string) => value.toUpperCase().replace(/[%_]/g, '')

const rows = v.array(v.object({
  registration_number: v.union([v.string(), v.number()]), first_name: textOrNull, middle_name: textOrNull, last_name: textOrNull, suffix: textOrNull, company_name: textOrNull,
  city: textOrNull, state: textOrNull, county: textOrNull, country: textOrNull, phone_number: textOrNull, year_admitted: v.nullish(v.union([v.string(), v.number()]), null),
  judicial_department_of_admission: v.nullish(v.union([v.string(), v.number()]), null), law_school: textOrNull, status: textOrNull, next_registration: textOrNull,
}))

export default defineOperation({
  name: 'attorney-lookup',
  method: 'GET',
  description: "Looks up attorneys admitted in New York State in the Unified Court System's attorney registration records (NY open data): by name, registration number or firm: registration number, name, firm, city, state, county, phone, year admitted, Appellate Division department of admission, law school, registration status (currently registered, delinquent, retired, suspended...) and next registration. Covers New York only.",
  input: v.object({
    state: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(['NY'], 'only NY is covered'), v.description('Bar of admission: NY (the only state covered)')), 'NY'),
    lastName: v.optional(v.pipe(v.string(), v.trim(), v.regex(NAME, 'must be letters, spaces, dots, apostrophes or hyphens'), v.description("The attorney's last name"))),
    firstName: v.optional(v.pipe(v.string(), v.trim(), v.regex(NAME, 'must be letters, spaces, dots, apostrophes or hyphens'), v.description('... and first name or its beginning'))),
    barNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, 'must be a New York registration number (digits)'), v.description('New York attorney registration number'))),
    firm: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.regex(/^[\p{L}\p{N} .,'&()/-]+$/u, 'must be words of a firm name'), v.description('Words of the firm or employer name'))),
    limit: rowLimit(50, 20),
  }),
  upstreams: [nyOpenData],
  cacheTtl: '1d',
  sources: [{ path: DATASET, about: `NYS Attorney Registrations, Unified Court System (data.ny.gov \`GET ${DATASET}\`)` }],
  keywords: ['is this lawyer licensed', 'attorney bar lookup', 'new york attorney registration', 'find a lawyer by name'],
  example: { params: { lastName: 'Smith', limit: 5 } },
  check(input) {
    requireOne(input, ['lastName', 'barNumber', 'firm'])
    if (input.firstName && !input.lastName) throw invalidField('firstName', 'give it with lastName')
  },
  async handler({ input, upstream }) {
    const where = [
      input.lastName ? `upper(last_name) = ${literal(upper(input.lastName))}` : null,
      input.firstName ? `upper(first_name) like ${literal(`${upper(input.firstName)}%`)}` : null,
      input.barNumber ? `registration_number = ${literal(input.barNumber)}` : null,
      input.firm ? `upper(company_name) like ${literal(`%${upper(input.firm)}%`)}` : null,
    ].filter(Boolean).join(' AND ')
    const response = await upstream(nyOpenData).json(DATASET, { query: { $where: where, $order: 'last_name, first_name, registration_number', $limit: input.limit }, schema: rows })
    const items = response.data.map((row) => ({
      state: 'NY',
      barNumber: String(row.registration_number),
      name: [row.first_name, row.middle_name, row.last_name, row.suffix].map((part) => trimmedMember(part)).filter(Boolean).join(' '),
      firm: trimmedMember(row.company_name),
      city: trimmedMember(row.city),
      addressState: trimmedMember(row.state),
      county: trimmedMember(row.county),
      country: trimmedMember(row.country),
      phone: trimmedMember(row.phone_number),
      admitted: row.year_admitted === null ? null : Number(row.year_admitted),
      department: row.judicial_department_of_admission === null ? null : Number(row.judicial_department_of_admission),
      lawSchool: trimmedMember(row.law_school),
      status: trimmedMember(row.status),
      registered: row.status ? /^currently registered/i.test(row.status) : null,
      nextRegistration: trimmedMember(row.next_registration),
    }))
    return listAnswer(items, { ...sourceOf(nyOpenData, response.url), provider: 'New York State Unified Court System, attorney registrations (data.ny.gov eqw2-r5nb)' }, { total: null })
  },
})
