import cardValidator from 'card-validator'
import { type Candidate, type Detector, scan } from './types.ts'

/** 12 to 19 digits, optionally grouped by single spaces or hyphens, not inside a longer number. */
const CARD = /(?<![\d-])\d(?:[ -]?\d){11,18}(?!\d|-\d)/g

/**
 * Payment card numbers: a candidate is kept only when it passes the Luhn check and has the
 * prefix and length of a known brand (Braintree's card-validator), so order numbers and other
 * long digit runs stay. A run with trailing digits ("4111 1111 1111 1111 123") is tried at
 * each shorter group boundary.
 */
export const detectCards: Detector = (text) =>
  scan(text, CARD, (match) => {
    const raw = match[0]
    const digitAt = [...raw].flatMap((char, index) => (char >= '0' && char <= '9' ? [index] : []))
    for (let count = digitAt.length; count >= 12; count--) {
      const end = digitAt[count - 1]! + 1
      if (count < digitAt.length && !/[ -]/.test(raw[end] ?? '')) continue
      const candidate = check(raw.slice(0, end), match.index)
      if (candidate) return candidate
    }
    return null
  })

function check(raw: string, start: number): Candidate | null {
  if (new Set(raw.replace(/\d/g, '')).size > 1) return null
  const digits = raw.replace(/[ -]/g, '')
  const verdict = cardValidator.number(digits)
  if (!verdict.isValid || !verdict.card) return null
  return { kind: 'card', start, end: start + raw.length, detail: verdict.card.type, canonical: digits }
}
