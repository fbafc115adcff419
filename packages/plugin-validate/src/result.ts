/** The answer of every validator: one row of the normalized `items`. */
export interface ValidationResult {
  input: string
  valid: boolean
  /** Canonical form (uppercase, separators removed), or null when the value is not valid. */
  normalized: string | null
  /** Why it is not valid (null when valid): `<code>: <explanation>`. */
  reason: string | null
  /** What the identifier encodes (country, bank, check digit...), as far as it could be read. */
  details: Record<string, unknown>
}

export type Validator = (input: string) => ValidationResult

export function pass(input: string, normalized: string, details: Record<string, unknown> = {}): ValidationResult {
  return { input, valid: true, normalized, reason: null, details }
}

export function fail(input: string, reason: string, details: Record<string, unknown> = {}): ValidationResult {
  return { input, valid: false, normalized: null, reason, details }
}

/** Removes the separators people type (spaces, hyphens, dots, slashes) and uppercases. */
export function compact(value: string): string {
  return value.replace(/[\s\-./]/g, '').toUpperCase()
}

export function checkDigitMismatch(expected: number | string, found: string): string {
  return `checksum_mismatch: expected check digit ${expected}, found ${found}`
}
