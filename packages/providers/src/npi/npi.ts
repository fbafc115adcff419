import { createError, invalidField, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { list, str } from '../_members.ts'

/** An NPI is 10 digits whose last is a Luhn check digit computed over `80840` + the first nine (CMS's NPI check digit rule). */
export function validNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false
  const digits = `80840${npi}`.split('').map(Number)
  let sum = 0
  for (let index = digits.length - 1, double = false; index >= 0; index--, double = !double) {
    let digit = digits[index]!
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

export const npiNumber = v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'must be a 10-digit NPI'), v.check(validNpi, 'is not a valid NPI (its check digit does not match)'), v.description('National Provider Identifier, 10 digits'))

/** NPPES answers `{result_count, results}`, or (still HTTP 200) `{Errors: [{description, field, number}]}` for a query it refuses. */
const answer = v.union([
  v.object({ result_count: v.number(), results: v.array(v.record(v.string(), v.unknown())) }),
  v.object({ Errors: v.array(v.object({ description: v.optional(v.string()), field: v.optional(v.nullable(v.string())) })) }),
])

/** NPPES query parameter -> medical.npi's parameter, to name the field NPPES refused. */
const FIELDS: Record<string, string> = { number: 'number', first_name: 'firstName', last_name: 'lastName', organization_name: 'organization', taxonomy_description: 'taxonomy', city: 'city', state: 'state', postal_code: 'postalCode', enumeration_type: 'type', limit: 'limit', skip: 'skip' }

/**
 * One NPPES search (`GET /api/?version=2.1&...`): its records as answered. A refused query becomes a 400 naming the
 * caller's parameter that NPPES names (`fields`: NPPES parameter -> the calling operation's; medical.npi's by default),
 * or a 502 when it names none of them.
 */
export async function npiSearch(client: UpstreamClient, query: Record<string, string | number | undefined>, fields: Record<string, string> = FIELDS) {
  const response = await client.json('/api/', { query: { version: '2.1', ...query }, schema: answer })
  if ('Errors' in response.data) {
    const error = response.data.Errors[0]
    const field = error?.field ? fields[error.field] : undefined
    if (field) throw invalidField(field, error?.description ?? 'refused by the NPI Registry')
    throw createError('UPSTREAM_FAILED', `NPI Registry refused the search: ${error?.description ?? 'no reason given'}`)
  }
  return { rows: response.data.results, total: response.data.result_count, url: response.url }
}

const address = (row: any) => (row ? {
  line1: str(row.address_1), line2: str(row.address_2), city: str(row.city), state: str(row.state),
  postalCode: str(row.postal_code), country: str(row.country_code), phone: str(row.telephone_number), fax: str(row.fax_number),
} : null)

/** One NPPES record as answered. */
export function toProvider(row: Record<string, any>) {
  const basic = row.basic ?? {}
  const organization = row.enumeration_type === 'NPI-2'
  const taxonomies = list(row.taxonomies).map((tax) => ({ code: str(tax?.code), description: str(tax?.desc), primary: tax?.primary === true, license: str(tax?.license), state: str(tax?.state) }))
  const addresses = list(row.addresses)
  const name = organization ? str(basic.organization_name) ?? str(basic.name) : [basic.first_name, basic.middle_name, basic.last_name].map(str).filter(Boolean).join(' ') || null
  return {
    npi: String(row.number ?? ''),
    type: organization ? 'organization' : 'individual',
    name,
    firstName: str(basic.first_name),
    lastName: str(basic.last_name),
    credential: str(basic.credential),
    organization: str(basic.organization_name),
    sex: str(basic.sex) ?? str(basic.gender),
    soleProprietor: basic.sole_proprietor === 'YES' ? true : basic.sole_proprietor === 'NO' ? false : null,
    status: basic.status === 'A' ? 'active' : basic.status === 'D' ? 'deactivated' : str(basic.status),
    enumerationDate: str(basic.enumeration_date),
    lastUpdated: str(basic.last_updated),
    primaryTaxonomy: taxonomies.find((tax) => tax.primary) ?? taxonomies[0] ?? null,
    taxonomies,
    location: address(addresses.find((entry) => entry?.address_purpose === 'LOCATION')),
    mailing: address(addresses.find((entry) => entry?.address_purpose === 'MAILING')),
    identifiers: list(row.identifiers).map((id) => ({ identifier: str(id?.identifier), description: str(id?.desc), issuer: str(id?.issuer), state: str(id?.state) })),
    authorizedOfficial: organization && basic.authorized_official_last_name ? {
      name: [basic.authorized_official_first_name, basic.authorized_official_last_name].map(str).filter(Boolean).join(' '),
      title: str(basic.authorized_official_title_or_position), phone: str(basic.authorized_official_telephone_number),
    } : null,
  }
}

