import { valueOperation } from '../answer.ts'
import { gs1KeyProblem, gs1Prefix } from '../gs1-key.ts'
import { compact, type Row, rowsOf } from '../row.ts'

const rows = rowsOf(['extensionDigit', 'companyPrefixAndSerial', 'gs1Prefix', 'prefixIssuer', 'checkDigit'])

/** SSCC: extension digit, GS1 company prefix and serial reference (16 digits), check digit; an (00) application identifier may precede it. */
export function checkSscc(input: string): Row {
  const value = compact(input).replace(/^\(00\)/, '').replace(/^00(?=\d{18}$)/, '')
  const problem = gs1KeyProblem(value, 'an SSCC', [18])
  if (problem) return rows.fail(input, problem)
  return rows.pass(input, value, {
    extensionDigit: value[0],
    companyPrefixAndSerial: value.slice(1, 17),
    ...gs1Prefix(value.slice(1)),
    checkDigit: value[17],
  })
}

export default valueOperation({
  name: 'sscc',
  description: 'Checks an SSCC shipping container code (18 digits, optional (00) prefix, GS1 mod-10 check digit) and splits its parts.',
  keywords: ['serial shipping container code', 'pallet label', 'logistics unit', 'gs1-128', 'asn'],
  check: checkSscc,
})
