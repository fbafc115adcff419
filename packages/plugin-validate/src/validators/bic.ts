import { extractBIC, isValidBIC } from 'ibantools'
import { compact, fail, pass, type Validator } from '../result.ts'

/** BIC (ISO 9362): 4-letter institution, ISO country, 2-character location, optional 3-character branch. */
export const validateBic: Validator = (input) => {
  const value = compact(input)
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value)) {
    return fail(input, 'invalid_format: a BIC is 8 or 11 characters: 4 letters, 2-letter country, 2 location characters, optional 3-character branch')
  }
  if (!isValidBIC(value)) return fail(input, `invalid_country: ${value.slice(4, 6)} is not an ISO 3166 country code`)
  const parts = extractBIC(value)
  return pass(input, value, {
    institutionCode: parts.bankCode,
    countryCode: parts.countryCode,
    locationCode: parts.locationCode,
    branchCode: parts.branchCode ?? null,
    primaryOffice: !parts.branchCode || parts.branchCode === 'XXX',
    testBic: parts.testBIC,
    bic8: value.slice(0, 8),
  })
}
