import { gs1CheckDigit } from './checks/gs1-check-digit.ts'
import { gs1PrefixIssuer } from './data/gs1-prefixes.ts'
import { checkDigitMismatch, shapeProblem } from './row.ts'

/** Why a compacted GS1 key (GTIN, GLN, SSCC) is not valid: digits only, an allowed length, the mod-10 check digit. Null when valid. */
export function gs1KeyProblem(value: string, what: string, lengths: readonly number[]): string | null {
  const problem = shapeProblem(value, what, /^\d*$/, 'digits', lengths)
  if (problem) return problem
  const expected = gs1CheckDigit(value.slice(0, -1))
  return String(expected) === value.at(-1) ? null : checkDigitMismatch(expected, value.at(-1) ?? '')
}

/** The GS1 prefix (first three digits of a 13-digit key part) and the organisation it belongs to. */
export function gs1Prefix(thirteen: string): { gs1Prefix: string; prefixIssuer: string | null } {
  const prefix = thirteen.slice(0, 3)
  return { gs1Prefix: prefix, prefixIssuer: gs1PrefixIssuer(prefix) }
}
