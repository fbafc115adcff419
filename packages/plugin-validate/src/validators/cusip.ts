import { CUSIP_PATTERN, cusipCheckDigit } from '../checks/cusip.ts'
import { checkDigitMismatch, compact, fail, pass, type Validator } from '../result.ts'

/** CUSIP: 6-character issuer, 2-character issue, check digit. */
export const validateCusip: Validator = (input) => {
  const value = compact(input)
  if (!CUSIP_PATTERN.test(value)) return fail(input, 'invalid_format: a CUSIP is 8 letters, digits or * @ # followed by a check digit')
  const expected = cusipCheckDigit(value)
  if (String(expected) !== value[8]) return fail(input, checkDigitMismatch(expected, value[8]!))
  return pass(input, value, { issuer: value.slice(0, 6), issue: value.slice(6, 8), checkDigit: value[8], privatePlacement: /[*@#]/.test(value) })
}
