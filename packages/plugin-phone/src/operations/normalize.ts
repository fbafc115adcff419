import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'

export default defineOperation({
  name: 'normalize',
  sources: sourcesInWords('libphonenumber-js `max` metadata (Google libphonenumber)'),
  method: 'GET',
  description: 'Parses a phone number in any common notation and tells whether it is valid and possible, with its E.164, international and national formats, country, calling code and line type (mobile, fixed line...).',
  input: v.object({
    number: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(50)),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'))),
  }),
  keywords: ['phone number', 'e164', 'format phone number', 'validate phone number', 'mobile or landline', 'telephone', 'calling code'],
  // libphonenumber-js with its 'max' metadata loads on the first call, not at start-up.
  // Shown on /docs/phone.normalize with the answer recorded in examples.json, which the plugin test checks whole.
  example: { params: { number: '+1 650-253-0000' } },
  handler: lazyHandler(() => import('../phone-number.ts')),
})
