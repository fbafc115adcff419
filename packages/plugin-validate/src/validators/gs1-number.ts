import { gs1CheckDigit, gs1PrefixIssuer } from '../checks/gs1.ts'
import { checkDigitMismatch, compact, fail, pass, type ValidationResult } from '../result.ts'

/** Shared by GTIN, GLN and SSCC: digits of allowed lengths with a GS1 mod-10 check digit. */
export function validateGs1Number(input: string, name: string, lengths: number[], details: (value: string) => Record<string, unknown>): ValidationResult {
  const value = compact(input)
  if (!/^\d+$/.test(value) || !lengths.includes(value.length)) {
    return fail(input, `invalid_format: a ${name} is ${lengths.join(', ').replace(/, (\d+)$/, ' or $1')} digits`)
  }
  const expected = gs1CheckDigit(value.slice(0, -1))
  if (String(expected) !== value.at(-1)) return fail(input, checkDigitMismatch(expected, value.at(-1)!))
  return pass(input, value, { checkDigit: value.at(-1), ...details(value) })
}

/** Issuer of the GS1 prefix of a number given in its 13-digit form. */
export function prefixDetails(thirteen: string): { gs1Prefix: string; prefixIssuer: string | null } {
  const prefix = thirteen.slice(0, 3)
  return { gs1Prefix: prefix, prefixIssuer: gs1PrefixIssuer(prefix) }
}
