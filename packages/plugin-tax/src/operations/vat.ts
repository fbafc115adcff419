import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { vies } from '../upstreams/vies.ts'

const text = v.nullish(v.string(), null)
/** GET /taxation_customs/vies/rest-api/ms/{country}/vat/{number}. */
const answer = v.object({ isValid: v.boolean(), requestDate: v.string(), userError: v.optional(v.string(), ''), name: text, address: text, vatNumber: v.optional(v.string(), '') })
/** VIES writes "---" where a member state does not disclose the name or address. */
const disclosed = (value: string | null) => (value && value.trim() !== '---' ? value.trim() : null)

export default defineOperation({
  name: 'vat',
  method: 'GET',
  description: 'Checks an EU VAT identification number in the European Commission\'s VIES: valid or not, with the registered name and address where the member state discloses them.',
  input: v.object({
    number: v.pipe(
      v.string(), v.transform((value) => value.replace(/[\s.-]/g, '').toUpperCase()),
      v.regex(/^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/, 'must be an EU VAT number with its country prefix, e.g. DE123456789 (EL for Greece, XI for Northern Ireland)'),
      v.description('VAT number with its two-letter prefix'),
    ),
  }),
  price: { usd: 0.0025 },
  upstreams: [vies],
  keywords: ['validate a vat number', 'check eu vat id', 'vies lookup', 'is this vat number valid', 'company name from vat number'],
  async handler({ input, upstream, signal }) {
    const country = input.number.slice(0, 2)
    const number = input.number.slice(2)
    const { data, url } = await upstream(vies).json(`/taxation_customs/vies/rest-api/ms/${country}/vat/${number}`, { schema: answer, cacheTtlMs: 3600_000, signal })
    return lookupAnswer({
      number: input.number,
      country,
      valid: data.isValid,
      name: disclosed(data.name),
      address: disclosed(data.address),
      checkedAt: data.requestDate.slice(0, 10),
    }, sourceOf(vies, url))
  },
})
