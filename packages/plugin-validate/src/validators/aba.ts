import { checkDigitMismatch, compact, fail, pass, type Validator } from '../result.ts'

const DISTRICTS = ['', 'Boston', 'New York', 'Philadelphia', 'Cleveland', 'Richmond', 'Atlanta', 'Chicago', 'St. Louis', 'Minneapolis', 'Kansas City', 'Dallas', 'San Francisco']

/** What the first two digits (the Federal Reserve routing symbol) say about the institution. */
function routingSymbol(symbol: number): { kind: string; district: number | null } | undefined {
  if (symbol === 0) return { kind: 'United States Government', district: null }
  if (symbol >= 1 && symbol <= 12) return { kind: 'primary', district: symbol }
  if (symbol >= 21 && symbol <= 32) return { kind: 'thrift', district: symbol - 20 }
  if (symbol >= 61 && symbol <= 72) return { kind: 'electronic', district: symbol - 60 }
  if (symbol === 80) return { kind: "traveler's cheques", district: null }
  return undefined
}

/** ABA routing transit number: 9 digits, weights 3-7-1, sum divisible by 10. */
export const validateAba: Validator = (input) => {
  const value = compact(input)
  if (!/^\d{9}$/.test(value)) return fail(input, 'invalid_format: an ABA routing number is 9 digits')
  const symbol = routingSymbol(Number(value.slice(0, 2)))
  if (!symbol) return fail(input, `invalid_prefix: ${value.slice(0, 2)} is not a Federal Reserve routing symbol`)
  const d = [...value].map(Number)
  const body = 3 * (d[0]! + d[3]!) + 7 * (d[1]! + d[4]!) + (d[2]! + d[5]!) + 3 * d[6]! + 7 * d[7]!
  const expected = (10 - (body % 10)) % 10
  if (expected !== d[8]) return fail(input, checkDigitMismatch(expected, value[8]!))
  return pass(input, value, {
    routingSymbol: value.slice(0, 2),
    institutionKind: symbol.kind,
    federalReserveDistrict: symbol.district,
    federalReserveBank: symbol.district ? DISTRICTS[symbol.district] : null,
    abaInstitutionId: value.slice(4, 8),
    checkDigit: value[8],
  })
}
