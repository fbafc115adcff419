import { invalidField } from '@svc/core'
import * as v from 'valibot'

/** 17 characters, digits and capital letters except I, O and Q (49 CFR 565.15). */
export const vinSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'vin must be 17 letters or digits, without I, O or Q'),
  v.description('Vehicle identification number, 17 characters'),
)

const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9'
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

const charValue = (char: string): number => {
  if (/\d/.test(char)) return Number(char)
  const at = LETTER_VALUES.indexOf(char)
  return Number(LETTER_VALUES[at + 1])
}

/** The check digit (position 9) the other 16 characters call for: 0-9 or X for 10. */
export function checkDigit(vin: string): string {
  const sum = [...vin].reduce((total, char, index) => total + charValue(char) * WEIGHTS[index]!, 0)
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/** North American VINs (first character 1-5: US, Canada, Mexico) must carry a correct check digit. */
export function assertCheckDigit(vin: string): void {
  if (!/^[1-5]/.test(vin)) return
  const expected = checkDigit(vin)
  if (vin[8] !== expected) throw invalidField('vin', `vin check digit (position 9) is ${vin[8]}, but the other characters call for ${expected}`)
}
