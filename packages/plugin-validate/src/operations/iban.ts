import { countrySpecs, extractIBAN, friendlyFormatIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools'
import { valueOperation } from '../answer.ts'
import { expandLetters } from '../checks/expand-letters.ts'
import { mod97CheckDigits } from '../checks/mod97.ts'
import { compact, type Row, rowsOf, shapeProblem } from '../row.ts'

const rows = rowsOf(['country', 'checkDigits', 'bban', 'bankCode', 'branchCode', 'accountNumber', 'sepa', 'printFormat'])

/** Why ibantools rejected an IBAN whose country and length are right, most basic problem first. */
function rejection(value: string, errors: ValidationErrorsIBAN[]): string {
  if (errors.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    return `invalid_format: characters 5-${value.length} (BBAN) do not follow the ${value.slice(0, 2)} account format`
  }
  if (errors.includes(ValidationErrorsIBAN.WrongIBANChecksum)) {
    const expected = mod97CheckDigits(expandLetters(value.slice(4) + value.slice(0, 2)))
    return `checksum_mismatch: expected check digits ${expected}, found ${value.slice(2, 4)}`
  }
  if (errors.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return `checksum_mismatch: the national check digits of the ${value.slice(0, 2)} bank account number do not match`
  }
  return 'invalid_format: not a valid IBAN'
}

/** IBAN (ISO 13616): country, per-country length and BBAN format, mod-97 check digits and national checks (ibantools). */
export function checkIban(input: string): Row {
  const value = compact(input)
  const problem = shapeProblem(value, 'an IBAN', /^[A-Z0-9]*$/, 'letters and digits', { min: 15, max: 34 })
  if (problem) return rows.fail(input, problem)
  if (!/^[A-Z]{2}\d{2}/.test(value)) return rows.fail(input, 'invalid_format: an IBAN starts with a 2-letter country code and 2 check digits')
  const country = value.slice(0, 2)
  const length = countrySpecs[country]?.chars
  if (!length) return rows.fail(input, `invalid_country: ${country} is not a country that issues IBANs`)
  if (value.length !== length) return rows.fail(input, `invalid_length: ${country} IBANs have ${length} characters, got ${value.length}`)
  const result = validateIBAN(value)
  if (!result.valid) return rows.fail(input, rejection(value, result.errorCodes))
  const parts = extractIBAN(value)
  return rows.pass(input, value, {
    country,
    checkDigits: value.slice(2, 4),
    bban: parts.bban,
    bankCode: parts.bankIdentifier ?? null,
    branchCode: parts.branchIdentifier ?? null,
    accountNumber: parts.accountNumber ?? null,
    sepa: isSEPACountry(country),
    printFormat: friendlyFormatIBAN(value),
  })
}

export default valueOperation({
  name: 'iban',
  description: 'Checks an IBAN (ISO 13616): country, length, account format, mod-97 check digits and national checks; extracts bank and branch codes.',
  keywords: ['bank account number', 'international bank account number', 'sepa', 'iban checker', 'bank transfer'],
  example: { params: { value: 'GB82WEST12345698765432' } },
  check: checkIban,
})
