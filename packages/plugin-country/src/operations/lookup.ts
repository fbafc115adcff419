import { createError, defineOperation, invalidField, listAnswer, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { countries, type Country } from '../data/countries.ts'
import { search } from '../search.ts'

const SOURCE = localSource(
  'world-countries (mledoze/countries), countries-and-timezones, libphonenumber-js, @rapideditor/country-coder and country-json packages',
  'https://github.com/mledoze/countries',
  'ODbL-1.0 (world-countries data); MIT (countries-and-timezones, libphonenumber-js, country-json); ISC (country-coder)',
)

export default defineOperation({
  name: 'lookup',
  sources: sourcesInWords('world-countries, countries-and-timezones, libphonenumber-js, @rapideditor/country-coder, country-json (shipped)'),
  method: 'GET',
  description: 'Looks up a country by ISO 3166-1 alpha-2 or alpha-3 code, or by name (or lists them all): names, codes, region, capital, population, area, borders, time zones, currencies, languages, calling code, flags, coordinates and top-level domains.',
  input: v.object({
    alpha2: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be 2 letters (ISO 3166-1 alpha-2)'))),
    alpha3: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be 3 letters (ISO 3166-1 alpha-3)'))),
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80))),
    fullText: v.optional(v.pipe(v.boolean(), v.description('With name: exact names only')), false),
  }),
  keywords: ['country info', 'country code', 'iso 3166', 'capital city', 'population', 'borders', 'calling code', 'flag', 'country by name'],
  // Several keys, or fullText without a name, can only fail: the 400 comes before any 402.
  check: (input) => {
    const given = (['alpha2', 'alpha3', 'name'] as const).filter((field) => input[field] !== undefined)
    if (given.length > 1) throw invalidField(given[1]!, `give only one of ${given.join(', ')}`)
    if (input.fullText === true && input.name === undefined) throw invalidField('fullText', 'applies only to a name search')
  },
  handler: async ({ input }) => {
    const given = (['alpha2', 'alpha3', 'name'] as const).filter((field) => input[field] !== undefined)
    const data = await countries()
    // Every parameter is optional: none lists every country, by common name.
    if (given.length === 0) return listAnswer([...data.all].sort((a, b) => a.name.common.localeCompare(b.name.common)), SOURCE, { mode: 'list' })
    if (input.name === undefined) {
      const country = input.alpha2 !== undefined ? data.byAlpha2.get(input.alpha2) : data.byAlpha3.get(input.alpha3!)
      const field = given[0]!
      if (!country) throw createError('NOT_FOUND', `${field}: no country has the code ${input[field]}`, { details: { field } })
      return lookupAnswer(country, SOURCE, { mode: 'lookup' })
    }
    const exact = input.fullText === true
    const rows = search(data.all, input.name, (country) => names(country, exact), exact)
    return listAnswer(rows, SOURCE, { mode: 'list' })
  },
})

/** A name search matches the English common and official names, native names and, unless exact, alternative spellings. */
function names(country: Country, exact: boolean): string[] {
  const native = Object.values(country.name.native).flatMap((name) => [name.common, name.official])
  return [country.name.common, country.name.official, ...native, ...(exact ? [] : country.altSpellings)]
}
