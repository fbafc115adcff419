import { getCountrySpecifications, isValidIBAN } from 'ibantools'
import { type Candidate, type Detector, scan } from './types.ts'

const LENGTHS = new Map(Object.entries(getCountrySpecifications()).flatMap(([country, spec]) => (spec.chars ? [[country, spec.chars] as const] : [])))
const START = /(?<![A-Za-z0-9])([A-Za-z]{2})\d{2}/g

/**
 * IBANs: from a country code and two check digits, read exactly the country's IBAN length of
 * letters and digits (single spaces or hyphens between them allowed, as in printed IBANs),
 * then require the ISO 13616 mod-97 check and the national BBAN format (ibantools).
 */
export const detectIbans: Detector = (text) =>
  scan(text, START, (match) => {
    const length = LENGTHS.get(match[1]!.toUpperCase())
    return length ? readIban(text, match.index, length) : null
  })

function readIban(text: string, start: number, length: number): Candidate | null {
  let compact = ''
  let end = start
  while (compact.length < length && end < text.length) {
    const char = text[end]!
    if (/[A-Za-z0-9]/.test(char)) compact += char
    else if (!((char === ' ' || char === '-') && compact.length >= 4 && /[A-Za-z0-9]/.test(text[end + 1] ?? ''))) break
    end++
  }
  if (compact.length !== length || /[A-Za-z0-9]/.test(text[end] ?? '')) return null
  const iban = compact.toUpperCase()
  return isValidIBAN(iban) ? { kind: 'iban', start, end, detail: iban.slice(0, 2), canonical: iban } : null
}
