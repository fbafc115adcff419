import { createError, defineOperation, listAnswer, lookupAnswer, requireOne, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { npiNumber, npiSearch, nppes, toProvider } from '@svc/providers/npi'

const name = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60), v.regex(/^[\p{L}\p{N} .,'&*-]+$/u, 'may hold letters, digits, spaces and . , \' & - (a trailing * matches a prefix)'), v.description(description)))

const input = v.object({
  number: v.optional(npiNumber),
  firstName: name('Individual first name (a trailing * after 2 letters matches a prefix)'),
  lastName: name('Individual last name'),
  organization: name('Organization name'),
  taxonomy: name('Taxonomy (specialty) description, e.g. Cardiology'),
  city: optionalText(2, 60, 'City of the practice location'),
  state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description('State of the practice location, e.g. NY'))),
  postalCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(\d{4})?$/, 'must be a 5 or 9-digit ZIP code'), v.description('ZIP code (5 digits match every ZIP+4)'))),
  type: v.optional(v.pipe(v.picklist(['individual', 'organization']), v.description('Individuals (NPI-1) or organizations (NPI-2)'))),
  limit: rowLimit(200, 10, 'Records (1-200)'),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000), v.description('Records to skip (0-1000)')), 0),
})

export default defineOperation({
  name: 'npi',
  method: 'GET',
  description: 'NPI Registry (NPPES): a health care provider by National Provider Identifier, or a search by name, organization, specialty (taxonomy) and location; name, credential, taxonomies with license, practice and mailing address, status.',
  input,
  // NPPES needs a criterion beyond state and type alone.
  check: (input) => requireOne(input, ['number', 'lastName', 'firstName', 'organization', 'taxonomy', 'city', 'postalCode']),
  upstreams: [nppes],
  sources: [{ path: '/api/' }],
  keywords: ['look up doctor npi', 'find a physician', 'provider lookup', 'national provider identifier'],
  example: { params: { number: '1234567893' } },
  async handler({ input, upstream }) {
    const result = await npiSearch(upstream(nppes), {
      number: input.number,
      first_name: input.firstName,
      last_name: input.lastName,
      organization_name: input.organization,
      taxonomy_description: input.taxonomy,
      city: input.city,
      state: input.state,
      postal_code: input.postalCode,
      enumeration_type: input.type === 'organization' ? 'NPI-2' : input.type === 'individual' ? 'NPI-1' : undefined,
      limit: input.number ? 1 : input.limit,
      skip: input.number ? undefined : input.skip,
    })
    const items = result.rows.map(toProvider)
    const source = sourceOf(nppes, result.url)
    if (input.number) {
      if (!items[0]) throw createError('NOT_FOUND', `number: the NPI Registry has no provider ${input.number}`)
      return lookupAnswer(items[0], source, { mode: 'lookup' })
    }
    // NPPES's result_count is the number of records in this page, not a total.
    return listAnswer(items, source, { total: null, mode: 'list' })
  },
})
