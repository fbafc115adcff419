import { lettersToDigits, mod97 } from '../checks/digits.ts'
import { compact, fail, pass, type Validator } from '../result.ts'

/** LEI (ISO 17442): 18 characters and 2 check digits; ISO 7064 MOD 97-10 over the whole code equals 1. */
export const validateLei: Validator = (input) => {
  const value = compact(input)
  if (!/^[A-Z0-9]{18}\d{2}$/.test(value)) return fail(input, 'invalid_format: an LEI is 18 letters or digits followed by 2 check digits')
  if (mod97(lettersToDigits(value)) !== 1) {
    const expected = String(98 - mod97(lettersToDigits(`${value.slice(0, 18)}00`))).padStart(2, '0')
    return fail(input, `checksum_mismatch: expected check digits ${expected}, found ${value.slice(18)}`)
  }
  return pass(input, value, { louPrefix: value.slice(0, 4), entityPart: value.slice(4, 18), checkDigits: value.slice(18) })
}
