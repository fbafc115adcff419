import * as v from 'valibot'

/** What a check says of one VAT number, whichever register answered. */
export interface VatCheck {
  number: string
  country: string
  valid: boolean
  name: string | null
  address: string | null
  checkedAt: string
  /** HMRC's reference proving the check, when a requester VRN was given; null otherwise. */
  consultationNumber: string | null
}

const EU = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/
/** A UK VAT registration number: 9 digits, or 12 with a branch suffix (HMRC's own rule). */
const UK = /^GB(\d{9}|\d{12})$/

/** Spaces, dots and hyphens dropped, upper case; bare 9 or 12 digits are a UK number (EU numbers carry their prefix). */
function normalize(value: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase()
  return /^(\d{9}|\d{12})$/.test(compact) ? `GB${compact}` : compact
}

export const isUk = (number: string) => number.startsWith('GB')

const UK_FORMAT = 'a UK VAT number is 9 or 12 digits, with or without GB'

/** A VAT number checked by VIES (EU member states, XI) or HMRC (GB), normalized with its prefix. */
export const vatNumber = v.pipe(
  v.string(),
  v.transform(normalize),
  v.check((number) => (isUk(number) ? UK.test(number) : EU.test(number)), (issue) => (isUk(String(issue.input))
    ? `must be ${UK_FORMAT}, e.g. GB123456789`
    : 'must be an EU VAT number with its country prefix, e.g. DE123456789 (EL for Greece, XI for Northern Ireland), or a UK one (GB and 9 or 12 digits)')),
  v.description('VAT number with its two-letter prefix (GB optional for a UK number)'),
)

/** The requester's own UK VRN, for a consultation number proving a UK check. */
export const requesterVrn = v.pipe(
  v.string(),
  v.transform(normalize),
  v.regex(UK, `must be your own UK VAT number: ${UK_FORMAT}`),
  v.description('Your UK VAT number: HMRC then answers a consultation number proving the check (UK numbers only)'),
)
