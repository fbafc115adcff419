import { valueOperation } from '../answer.ts'
import { abaCheckDigit } from '../checks/aba-check-digit.ts'
import { checkDigitMismatch, compact, type Row, rowsOf, shapeProblem } from '../row.ts'

const FED_BANKS = ['Boston', 'New York', 'Philadelphia', 'Cleveland', 'Richmond', 'Atlanta', 'Chicago', 'St. Louis', 'Minneapolis', 'Kansas City', 'Dallas', 'San Francisco']

/** What the first two digits of the routing symbol say: the kind of institution and its Federal Reserve district. */
function routingPrefix(first2: number): { kind: string; district: number | null } | undefined {
  if (first2 === 0) return { kind: 'U.S. Government', district: null }
  if (first2 >= 1 && first2 <= 12) return { kind: 'bank', district: first2 }
  if (first2 >= 21 && first2 <= 32) return { kind: 'thrift', district: first2 - 20 }
  if (first2 >= 61 && first2 <= 72) return { kind: 'electronic', district: first2 - 60 }
  if (first2 === 80) return { kind: "traveler's cheques", district: null }
  return undefined
}

const rows = rowsOf(['routingSymbol', 'institutionId', 'checkDigit', 'institutionKind', 'federalReserveDistrict', 'federalReserveBank'])

/** ABA routing transit number: XXXX routing symbol, YYYY institution, check digit (weights 3-7-1). */
export function checkAba(input: string): Row {
  const value = compact(input)
  const problem = shapeProblem(value, 'an ABA routing number', /^\d*$/, 'digits', [9])
  if (problem) return rows.fail(input, problem)
  const prefix = routingPrefix(Number(value.slice(0, 2)))
  if (!prefix) return rows.fail(input, `invalid_prefix: a routing number starts with 00-12, 21-32, 61-72 or 80, not ${value.slice(0, 2)}`)
  const expected = abaCheckDigit(value.slice(0, 8))
  if (String(expected) !== value[8]) return rows.fail(input, checkDigitMismatch(expected, value[8] ?? ''))
  return rows.pass(input, value, {
    routingSymbol: value.slice(0, 4),
    institutionId: value.slice(4, 8),
    checkDigit: value[8],
    institutionKind: prefix.kind,
    federalReserveDistrict: prefix.district,
    federalReserveBank: prefix.district === null ? null : FED_BANKS[prefix.district - 1],
  })
}

export default valueOperation({
  name: 'aba',
  description: 'Checks a US ABA bank routing number (9 digits, 3-7-1 checksum) and reads its Federal Reserve routing symbol and district.',
  keywords: ['routing number', 'routing transit number', 'rtn', 'us bank', 'ach', 'wire transfer', 'federal reserve'],
  example: { params: { value: '011000015' } },
  check: checkAba,
})
