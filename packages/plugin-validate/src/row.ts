/**
 * One row of `data.items`: one checked value. The details that the identifier
 * encodes (country, bank code, check digit...) follow the four common members;
 * every row of a type has the same detail keys, null when the value is not valid.
 */
export interface Row {
  /** The value as given (trimmed). */
  input: string
  valid: boolean
  /** Canonical form (upper case, separators removed), or null when not valid. */
  normalized: string | null
  /** `<code>: <explanation>` when not valid, else null. */
  reason: string | null
  [detail: string]: unknown
}

/** Builds the rows of one identifier type from its list of detail keys. */
export function rowsOf<K extends string>(detailKeys: readonly K[]) {
  const none = Object.fromEntries(detailKeys.map((key) => [key, null])) as Record<K, null>
  return {
    pass: (input: string, normalized: string, details: Record<K, unknown>): Row => ({ input, valid: true, normalized, reason: null, ...details }),
    fail: (input: string, reason: string): Row => ({ input, valid: false, normalized: null, reason, ...none }),
  }
}

/** Upper-cases and removes the separators people type: spaces, hyphens and dots. */
export function compact(value: string): string {
  return value.replace(/[\s.\-\u2010-\u2015]/g, '').toUpperCase()
}

/**
 * Why a compacted value has characters or a length its type never has, or null.
 * `what` reads in a sentence ("an ABA routing number"), `allowed` names the characters.
 */
export function shapeProblem(value: string, what: string, chars: RegExp, allowed: string, lengths: Lengths): string | null {
  if (!chars.test(value)) return `invalid_format: ${what} has only ${allowed}`
  if ('min' in lengths ? value.length >= lengths.min && value.length <= lengths.max : lengths.includes(value.length)) return null
  const list = 'min' in lengths
    ? `${lengths.min} to ${lengths.max}`
    : lengths.length === 1 ? `${lengths[0]}` : `${lengths.slice(0, -1).join(', ')} or ${lengths.at(-1)}`
  return `invalid_length: ${what} has ${list} characters, got ${value.length}`
}

/** The lengths a type allows: a list, or a range. */
export type Lengths = readonly number[] | { min: number; max: number }

export function checkDigitMismatch(expected: number | string, found: string): string {
  return `checksum_mismatch: expected check digit ${expected}, found ${found}`
}
