import { defineOperation, lazyHandler, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { SOURCE } from '../source.ts'

export default defineOperation({
  name: 'normalize',
  method: 'GET',
  description: 'Parses a phone number in any common notation and tells whether it is valid and possible, with its E.164, international and national formats, country, calling code and line type (mobile, fixed line...).',
  input: v.object({
    number: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(50)),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'))),
  }),
  keywords: ['phone number', 'e164', 'format phone number', 'validate phone number', 'mobile or landline', 'telephone', 'calling code'],
  // libphonenumber-js with its 'max' metadata loads on the first call, not at start-up.
  // Shown on /docs/phone.normalize; the conformance test checks this is what the operation answers.
  example: {
    params: { number: '+1 650-253-0000' },
    answer: lookupAnswer({
      input: '+1 650-253-0000',
      valid: true,
      possible: true,
      reason: null,
      e164: '+16502530000',
      international: '+1 650 253 0000',
      national: '(650) 253-0000',
      uri: 'tel:+16502530000',
      country: 'US',
      callingCode: '+1',
      nationalNumber: '6502530000',
      extension: null,
      type: 'fixed-line-or-mobile',
      nonGeographic: false,
    }, SOURCE),
  },
  handler: lazyHandler(() => import('../phone-number.ts')),
})
