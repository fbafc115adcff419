import { countrySpecs } from 'ibantools'
import { CUSIP_PATTERN, cusipCheckDigit } from '../checks/cusip.ts'
import { lettersToDigits, luhnCheckDigit } from '../checks/digits.ts'
import { checkDigitMismatch, compact, fail, pass, type Validator } from '../result.ts'

/** Prefixes ISINs use besides ISO 3166 countries (international and supranational issuers). */
const SPECIAL_PREFIXES: Record<string, string> = { XS: 'international (Euroclear/Clearstream)', EU: 'European Union', XA: 'CUSIP Global Services', XB: 'NSD Russia', XC: 'WM Datenservice', XD: 'SIX Telekurs', XF: 'Telekurs internal' }

/** ISIN (ISO 6166): 2-letter prefix, 9-character NSIN, Luhn check digit over letters expanded to digits. */
export const validateIsin: Validator = (input) => {
  const value = compact(input)
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(value)) return fail(input, 'invalid_format: an ISIN is 2 letters, 9 letters or digits, and a check digit')
  const prefix = value.slice(0, 2)
  const special = SPECIAL_PREFIXES[prefix]
  if (!special && !(prefix in countrySpecs)) return fail(input, `invalid_country: ${prefix} is not an ISO 3166 country or a known ISIN prefix`)
  const expected = luhnCheckDigit(lettersToDigits(value.slice(0, 11)))
  if (String(expected) !== value[11]) return fail(input, checkDigitMismatch(expected, value[11]!))
  const nsin = value.slice(2, 11)
  const embeddedCusip = (prefix === 'US' || prefix === 'CA') && CUSIP_PATTERN.test(nsin) && String(cusipCheckDigit(nsin)) === nsin[8] ? nsin : null
  return pass(input, value, { prefix, prefixKind: special ?? 'country', nsin, checkDigit: value[11], cusip: embeddedCusip })
}
