import { countrySpecs, extractIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools'
import { compact, fail, pass, type Validator } from '../result.ts'

const REASONS: Record<number, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'invalid_format: empty',
  [ValidationErrorsIBAN.NoIBANCountry]: 'invalid_country: the first two letters are not a country that issues IBANs',
  [ValidationErrorsIBAN.WrongBBANLength]: 'invalid_length: wrong length for this country',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'invalid_format: the account part does not match this country\'s format',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'invalid_format: characters 3-4 (check digits) must be digits',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'checksum_mismatch: the ISO 13616 mod-97 check fails',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'checksum_mismatch: the national bank/branch/account check digit fails',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'invalid_format: QR-IBAN not allowed',
}

/** IBAN (ISO 13616): country, mod-97 check digits, country-specific BBAN length and format (ibantools). */
export const validateIban: Validator = (input) => {
  const value = compact(input)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(value)) return fail(input, 'invalid_format: an IBAN is a 2-letter country, 2 check digits and up to 30 letters or digits')
  const country = value.slice(0, 2)
  const check = validateIBAN(value)
  if (!check.valid) {
    const expectedLength = countrySpecs[country]?.chars
    const reason = REASONS[check.errorCodes[0] ?? ValidationErrorsIBAN.WrongIBANChecksum] ?? 'invalid'
    return fail(input, expectedLength && reason.startsWith('invalid_length') ? `invalid_length: ${country} IBANs have ${expectedLength} characters, got ${value.length}` : reason, { countryCode: country })
  }
  const parts = extractIBAN(value)
  return pass(input, value, {
    countryCode: country,
    checkDigits: value.slice(2, 4),
    bban: parts.bban,
    bankIdentifier: parts.bankIdentifier ?? null,
    branchIdentifier: parts.branchIdentifier ?? null,
    sepa: isSEPACountry(country),
    printFormat: value.replace(/(.{4})/g, '$1 ').trim(),
  })
}
