import { booleanOrNull, defineOperation, lookupAnswer, numberOrNull, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { binlist } from '../upstreams/reference.ts'

const text = textOrNull
const answer = v.object({
  number: v.nullish(v.object({ length: numberOrNull, luhn: booleanOrNull }), null),
  // Every card binlist knows has a scheme; an answer without one is not a card record.
  scheme: v.string(),
  type: text,
  brand: text,
  prepaid: booleanOrNull,
  country: v.nullish(v.object({ numeric: text, alpha2: text, name: text, currency: text }), null),
  bank: v.nullish(v.object({ name: text, url: text, phone: text, city: text }), null),
})

export default defineOperation({
  name: 'bin',
  cacheTtl: '7d',
  sources: sourcesInWords('binlist.net `GET /{bin}`'),
  method: 'GET',
  description: 'Card BIN/IIN lookup: card scheme, type (debit/credit), brand, prepaid flag, card number length and Luhn, issuing country and currency, and issuing bank, from the first 6-8 digits of a card number.',
  input: v.object({
    bin: v.pipe(v.string(), v.trim(), v.transform((text) => text.replace(/[ -]/g, '')), v.regex(/^\d{6,8}$/, 'must be the first 6 to 8 digits of a card number'), v.description('Bank identification number (never a full card number)')),
  }),
  upstreams: [binlist],
  keywords: ['card bin lookup', 'issuer identification number', 'which bank issued this card', 'card scheme'],
  async handler({ input, upstream }) {
    const response = await upstream(binlist).json(`/${input.bin}`, { schema: answer, notFound: `No card issuer is known for BIN ${input.bin}`})
    const data = response.data
    return lookupAnswer({
      bin: input.bin,
      scheme: data.scheme,
      type: data.type,
      brand: data.brand,
      prepaid: data.prepaid,
      cardNumberLength: data.number?.length ?? null,
      luhn: data.number?.luhn ?? null,
      country: data.country ? { code: data.country.alpha2, numeric: data.country.numeric, name: data.country.name, currency: data.country.currency } : null,
      bank: data.bank ? { name: data.bank.name, url: data.bank.url, phone: data.bank.phone, city: data.bank.city } : null,
    }, sourceOf(binlist, response.url))
  },
})
