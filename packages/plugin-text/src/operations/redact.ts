import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { KINDS } from '../detect/types.ts'
import { MASKS } from '../mask.ts'
import type { RedactInput } from '../redact.ts'

export default defineOperation({
  name: 'redact',
  sources: sourcesInWords('computed locally (libphonenumber-js, card-validator, ibantools)'),
  method: 'POST',
  description: 'Finds and masks emails, phone numbers, payment cards (Luhn-checked), IBANs (mod-97), IP addresses, US SSNs and API keys or tokens in a text, by pattern and checksum (not an AI model), listing each finding.',
  input: v.strictObject({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(100_000)),
    kinds: v.optional(v.pipe(
      v.array(v.picklist(KINDS)),
      v.minLength(1),
      v.maxLength(KINDS.length),
      v.check((kinds) => new Set(kinds).size === kinds.length, 'must not repeat a kind'),
    ), [...KINDS]),
    mask: v.optional(v.picklist(MASKS), 'label'),
    region: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code'), v.toUpperCase()), 'US'),
    salt: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  }),
  response: 'legacy',
  keywords: ['redact pii', 'mask personal data', 'remove emails', 'hide credit card numbers', 'scrub secrets', 'anonymize text', 'data loss prevention'],
  handler: lazyHandler<RedactInput>(() => import('../redact.ts')),
})
