export const KINDS = ['email', 'phone', 'card', 'iban', 'ip', 'ssn', 'secret'] as const
export type Kind = (typeof KINDS)[number]

/** One match in the caller's text; offsets are UTF-16 code units, `end` exclusive. */
export interface Candidate {
  kind: Kind
  start: number
  end: number
  /** Card brand, IP version, secret type, phone country... */
  detail: string | null
  /** The value in one canonical spelling (digits only, lowercase, E.164), used for hashing. */
  canonical: string
}

export interface DetectOptions {
  /** Country assumed for phone numbers written without a +country code. */
  region: string
}

export type Detector = (text: string, options: DetectOptions) => Candidate[]

/** Runs a global regex over the text and maps every match (null drops it). */
export function scan(text: string, pattern: RegExp, map: (match: RegExpExecArray) => Candidate | null): Candidate[] {
  const found: Candidate[] = []
  pattern.lastIndex = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const candidate = map(match)
    if (candidate) found.push(candidate)
    if (match[0] === '') pattern.lastIndex++
  }
  return found
}
