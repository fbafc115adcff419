import { countrySpecs } from 'ibantools'
import { valueOperation } from '../answer.ts'
import { cusipCheckDigit } from '../checks/cusip-check-digit.ts'
import { expandLetters } from '../checks/expand-letters.ts'
import { luhnCheckDigit } from '../checks/luhn-check-digit.ts'
import { checkDigitMismatch, compact, type Row, rowsOf, shapeProblem } from '../row.ts'

/** Prefixes numbering agencies use besides ISO 3166 countries (international and supranational issues). */
const INTERNATIONAL = new Set(['XS', 'XA', 'XB', 'XC', 'XD', 'XF', 'EU'])

const rows = rowsOf(['prefix', 'country', 'nsin', 'checkDigit', 'cusip'])

/** ISIN (ISO 6166): 2-letter prefix, 9-character NSIN, Luhn check digit over the letters expanded to digits. */
export function checkIsin(input: string): Row {
  const value = compact(input)
  const problem = shapeProblem(value, 'an ISIN', /^[A-Z0-9]*$/, 'letters and digits', [12])
  if (problem) return rows.fail(input, problem)
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(value)) return rows.fail(input, 'invalid_format: an ISIN is a 2-letter prefix, 9 letters or digits, and a check digit')
  const prefix = value.slice(0, 2)
  const international = INTERNATIONAL.has(prefix)
  if (!international && !(prefix in countrySpecs)) return rows.fail(input, `invalid_country: ${prefix} is neither an ISO 3166 country code nor an international prefix (XS, EU...)`)
  const expected = luhnCheckDigit(expandLetters(value.slice(0, 11)))
  if (String(expected) !== value[11]) return rows.fail(input, checkDigitMismatch(expected, value[11] ?? ''))
  const nsin = value.slice(2, 11)
  const hasCusip = (prefix === 'US' || prefix === 'CA') && /^[A-Z0-9*@#]{8}\d$/.test(nsin) && String(cusipCheckDigit(nsin)) === nsin[8]
  return rows.pass(input, value, {
    prefix,
    country: international ? null : prefix,
    nsin,
    checkDigit: value[11],
    cusip: hasCusip ? nsin : null,
  })
}

export default valueOperation({
  name: 'isin',
  description: 'Checks an ISIN (ISO 6166) security identifier: prefix, NSIN and Luhn check digit; extracts the CUSIP of US and Canadian ISINs.',
  keywords: ['international securities identification number', 'security identifier', 'stock', 'bond', 'nsin'],
  example: { params: { value: 'US0378331005' } },
  check: checkIsin,
})
