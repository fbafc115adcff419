import { createError, defineOperation, localSource, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { iso4217 } from '../data/iso-4217.ts'
import { answer, oneOf, search } from '../search.ts'

const SOURCE = localSource(
  'ISO 4217 List One (SIX, maintenance agency), via the currency-codes package',
  'https://www.six-group.com/en/products-services/financial-information/data-standards.html',
  'ISO 4217 code list, freely published by its maintenance agency; currency-codes package MIT',
)

export default defineOperation({
  name: 'currency',
  sources: sourcesInWords('ISO 4217 List One XML shipped by `currency-codes`'),
  method: 'GET',
  description: 'Looks up an ISO 4217 currency by alphabetic or numeric code, or searches currencies by name or by the country using them: code, numeric code, name, minor units, countries.',
  input: v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be 3 letters (ISO 4217 alphabetic code)'))),
    numeric: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, 'must be 1 to 3 digits (ISO 4217 numeric code)'))),
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80))),
    country: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(80))),
  }),
  keywords: ['currency code', 'iso 4217', 'currency numeric code', 'minor units', 'decimal places', 'which currency', 'currency of a country'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void oneOf(input, ['code', 'numeric', 'name', 'country'] as const),
  handler: ({ input }) => {
    const mode = oneOf(input, ['code', 'numeric', 'name', 'country'] as const)
    const { byCode, byNumeric, currencies, published } = iso4217()
    const source = { ...SOURCE, provider: `${SOURCE.provider} (list published ${published})` }
    if (mode === 'code' || mode === 'numeric') {
      const currency = mode === 'code' ? byCode.get(input.code!) : byNumeric.get(input.numeric!.padStart(3, '0'))
      if (!currency) throw createError('NOT_FOUND', `${mode}: no current ISO 4217 currency has the code ${mode === 'code' ? input.code : input.numeric}`, { details: { field: mode } })
      return answer('lookup', [currency], source)
    }
    const rows = mode === 'name'
      ? search(currencies, input.name!, (currency) => [currency.name])
      : search(currencies, input.country!, (currency) => currency.countries)
    return answer('list', rows, source)
  },
})
