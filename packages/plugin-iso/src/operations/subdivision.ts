import { createError, defineOperation, invalidField, localSource, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { iso31662, type Subdivision } from '../data/iso-3166-2.ts'
import { answer, limit, offset, search } from '../search.ts'

const SOURCE = localSource(
  'ISO 3166-2 via the iso-3166 package (codes, names, parents) and the iso-3166-2 package (categories)',
  'https://www.iso.org/iso-3166-country-codes.html',
  'MIT (iso-3166, iso-3166-2 packages)',
)

export default defineOperation({
  name: 'subdivision',
  sources: sourcesInWords('`iso-3166` (codes, names, parents) + `iso-3166-2` (categories)'),
  method: 'GET',
  description: 'Looks up an ISO 3166-2 subdivision by code (e.g. US-CA), or lists a country\'s subdivisions or searches them by name: code, name, category, parent and country.',
  input: v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be an ISO 3166-2 code: country alpha-2, hyphen, 1 to 3 letters or digits (e.g. US-CA)'))),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2,3}$/, 'must be an ISO 3166-1 alpha-2 or alpha-3 code'))),
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80))),
    limit: limit(500, 250),
    offset,
  }),
  keywords: ['iso 3166-2', 'subdivision code', 'state code', 'province code', 'region code', 'states of a country', 'provinces list'],
  // A code with search terms, or nothing to look for, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.code !== undefined && (input.country !== undefined || input.name !== undefined)) throw invalidField(input.country !== undefined ? 'country' : 'name', 'give either code, or country and/or name')
    if (input.code === undefined && input.country === undefined && input.name === undefined) throw invalidField('code', 'give one of code, country, name')
  },
  handler: async ({ input }) => {
    const data = await iso31662()
    if (input.code !== undefined) {
      const subdivision = data.byCode.get(input.code)
      if (!subdivision) throw createError('NOT_FOUND', `code: ${input.code} is not an ISO 3166-2 subdivision code`, { details: { field: 'code' } })
      const children = (data.children.get(subdivision.code) ?? []).map(brief)
      return answer('lookup', [{ ...subdivision, subdivisions: children }], SOURCE)
    }
    let rows = data.subdivisions
    if (input.country !== undefined) {
      const country = data.countries.get(input.country)
      if (!country) throw createError('NOT_FOUND', `country: ${input.country} is not an assigned ISO 3166-1 code`, { details: { field: 'country' } })
      rows = rows.filter((subdivision) => subdivision.country === country.alpha2)
    }
    rows = input.name !== undefined ? search(rows, input.name, (subdivision) => [subdivision.name]) : [...rows].sort((a, b) => a.code.localeCompare(b.code))
    return answer('list', rows, SOURCE, input)
  },
})

function brief({ code, name, type }: Subdivision) {
  return { code, name, type }
}
