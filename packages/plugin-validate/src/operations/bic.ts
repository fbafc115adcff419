import { extractBIC, validateBIC, ValidationErrorsBIC } from 'ibantools'
import { valueOperation } from '../answer.ts'
import { compact, type Row, rowsOf, shapeProblem } from '../row.ts'

const rows = rowsOf(['bankCode', 'country', 'location', 'branch', 'primaryOffice', 'testBic'])

/** BIC / SWIFT code (ISO 9362): 4-letter institution, ISO 3166 country, 2-character location, optional 3-character branch. */
export function checkBic(input: string): Row {
  const value = compact(input)
  const problem = shapeProblem(value, 'a BIC', /^[A-Z0-9]*$/, 'letters and digits', [8, 11])
  if (problem) return rows.fail(input, problem)
  if (!/^[A-Z]{6}/.test(value)) return rows.fail(input, 'invalid_format: the first 6 characters of a BIC (institution and country) are letters')
  const result = validateBIC(value)
  if (result.errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) {
    return rows.fail(input, `invalid_country: ${value.slice(4, 6)} (characters 5-6) is not an ISO 3166 country code`)
  }
  if (!result.valid) return rows.fail(input, 'invalid_format: not an ISO 9362 BIC')
  const parts = extractBIC(value)
  return rows.pass(input, value, {
    bankCode: parts.bankCode,
    country: parts.countryCode,
    location: parts.locationCode,
    branch: parts.branchCode,
    primaryOffice: parts.branchCode === null || parts.branchCode === 'XXX',
    testBic: parts.testBIC,
  })
}

export default valueOperation({
  name: 'bic',
  description: 'Checks a BIC / SWIFT code (ISO 9362 structure and country) and splits it into bank, country, location and branch codes.',
  keywords: ['swift code', 'swift bic', 'bank identifier code', 'business identifier code', 'international wire'],
  check: checkBic,
})
