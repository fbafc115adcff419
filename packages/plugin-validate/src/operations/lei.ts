import { valueOperation } from '../answer.ts'
import { expandLetters } from '../checks/expand-letters.ts'
import { mod97, mod97CheckDigits } from '../checks/mod97.ts'
import { compact, type Row, rowsOf, shapeProblem } from '../row.ts'

const rows = rowsOf(['louPrefix', 'entityPart', 'checkDigits'])

/** LEI (ISO 17442): 4-character LOU prefix, 14-character entity part, 2 check digits (ISO 7064 MOD 97-10). */
export function checkLei(input: string): Row {
  const value = compact(input)
  const problem = shapeProblem(value, 'an LEI', /^[A-Z0-9]*$/, 'letters and digits', [20])
  if (problem) return rows.fail(input, problem)
  if (!/\d{2}$/.test(value)) return rows.fail(input, 'invalid_format: the last 2 characters of an LEI (check digits) are digits')
  if (mod97(expandLetters(value)) !== 1) {
    const expected = mod97CheckDigits(expandLetters(value.slice(0, 18)))
    return rows.fail(input, `checksum_mismatch: expected check digits ${expected}, found ${value.slice(18)}`)
  }
  return rows.pass(input, value, { louPrefix: value.slice(0, 4), entityPart: value.slice(4, 18), checkDigits: value.slice(18) })
}

export default valueOperation({
  name: 'lei',
  description: 'Checks a Legal Entity Identifier (ISO 17442, ISO 7064 MOD 97-10 check digits) and names its issuing LOU prefix.',
  keywords: ['legal entity identifier', 'gleif', 'lou', 'company identifier', 'counterparty identifier', 'is this lei valid', 'lei check digits'],
  check: checkLei,
})
