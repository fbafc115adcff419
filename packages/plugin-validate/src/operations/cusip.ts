import { valueOperation } from '../answer.ts'
import { cusipCheckDigit } from '../checks/cusip-check-digit.ts'
import { checkDigitMismatch, compact, type Row, rowsOf, shapeProblem } from '../row.ts'

const rows = rowsOf(['issuer', 'issue', 'checkDigit', 'cins', 'privatePlacement'])

/** CUSIP: 6-character issuer, 2-character issue, "modulus 10 double add double" check digit. */
export function checkCusip(input: string): Row {
  const value = compact(input)
  const problem = shapeProblem(value, 'a CUSIP', /^[A-Z0-9*@#]*$/, 'letters, digits and * @ #', [9])
  if (problem) return rows.fail(input, problem)
  if (!/\d$/.test(value)) return rows.fail(input, 'invalid_format: the 9th character of a CUSIP (check digit) is a digit')
  const expected = cusipCheckDigit(value)
  if (String(expected) !== value[8]) return rows.fail(input, checkDigitMismatch(expected, value[8] ?? ''))
  return rows.pass(input, value, {
    issuer: value.slice(0, 6),
    issue: value.slice(6, 8),
    checkDigit: value[8],
    // A letter first marks a CINS: an issuer outside the US and Canada.
    cins: /^[A-Z]/.test(value),
    // * @ # are reserved for private placement numbers (PPN).
    privatePlacement: /[*@#]/.test(value),
  })
}

export default valueOperation({
  name: 'cusip',
  description: 'Checks a CUSIP security identifier (9 characters, modulus 10 double-add-double check digit) and splits issuer and issue.',
  keywords: ['security identifier', 'us securities', 'stock identifier', 'bond identifier', 'cins', 'ppn'],
  check: checkCusip,
})
