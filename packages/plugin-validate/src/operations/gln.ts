import { valueOperation } from '../answer.ts'
import { gs1KeyProblem, gs1Prefix } from '../gs1-key.ts'
import { compact, type Row, rowsOf } from '../row.ts'

const rows = rowsOf(['gs1Prefix', 'prefixIssuer', 'checkDigit'])

/** GLN: 13-digit Global Location Number with the GS1 mod-10 check digit. */
export function checkGln(input: string): Row {
  const value = compact(input)
  const problem = gs1KeyProblem(value, 'a GLN', [13])
  if (problem) return rows.fail(input, problem)
  return rows.pass(input, value, { ...gs1Prefix(value), checkDigit: value.at(-1) })
}

export default valueOperation({
  name: 'gln',
  description: 'Checks a GS1 Global Location Number (13 digits, mod-10 check digit) and names its GS1 prefix.',
  keywords: ['global location number', 'gs1 location', 'party identifier', 'ship to location', 'edi location code'],
  check: checkGln,
})
