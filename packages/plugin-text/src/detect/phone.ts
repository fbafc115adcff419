import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js/max'
import type { Detector } from './types.ts'

/** Dotted quads and ISO dates look like numbers to the phone matcher in some regions. */
const NOT_A_PHONE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\d{4}-\d{2}-\d{2})$/

/**
 * Phone numbers as Google's libphonenumber finds them (full metadata: the number must be
 * valid for its country, not just the right length). Numbers without a +country code are
 * read in the caller's region.
 */
export const detectPhones: Detector = (text, options) =>
  findPhoneNumbersInText(text, { defaultCountry: options.region as CountryCode })
    .filter((found) => !NOT_A_PHONE.test(text.slice(found.startsAt, found.endsAt)))
    .map((found) => ({
      kind: 'phone',
      start: found.startsAt,
      end: found.endsAt,
      detail: found.number.country ?? null,
      canonical: found.number.number,
    }))
