/**
 * U.S. civil registrations (N-numbers) map one-to-one onto the ICAO 24-bit addresses
 * A00001-ADF7C7, in the FAA's order: N1, N1A, N1AA, N1AB..., N10, N10A..., N100...
 * After "N" come 1-5 characters: a digit 1-9, then digits, optionally ending in one or two
 * letters (I and O are never used); at most 5 characters after "N".
 */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const FIRST = 0xa00001
/** A letter suffix after the digits: none, one letter, or two letters. */
const SUFFIXES = 1 + LETTERS.length * (1 + LETTERS.length)
/** Registrations below a fourth digit: the empty tail, 24 letters, 10 digits (5 characters in all). */
const BUCKET4 = 1 + LETTERS.length + 10
const BUCKET3 = 10 * BUCKET4 + SUFFIXES
const BUCKET2 = 10 * BUCKET3 + SUFFIXES
const BUCKET1 = 10 * BUCKET2 + SUFFIXES
const BUCKETS = [BUCKET1, BUCKET2, BUCKET3, BUCKET4]

const N_NUMBER = /^N[1-9](?:\d{0,4}|\d{0,3}[A-HJ-NP-Z]|\d{0,2}[A-HJ-NP-Z]{2})$/

export const isNNumber = (registration: string) => N_NUMBER.test(registration) && registration.length <= 6

/** Offset of a letter suffix (0-2 letters) inside its block. */
function suffixOffset(letters: string): number {
  if (letters.length === 0) return 0
  let offset = (LETTERS.length + 1) * LETTERS.indexOf(letters[0]!) + 1
  if (letters.length === 2) offset += LETTERS.indexOf(letters[1]!) + 1
  return offset
}

/** The ICAO address (6 upper-case hex digits) of an N-number, or undefined when it is not one. */
export function nNumberToIcao(registration: string): string | undefined {
  const n = registration.toUpperCase()
  if (!isNNumber(n)) return undefined
  const tail = n.slice(1)
  let address = FIRST + (Number(tail[0]) - 1) * BUCKET1
  for (let i = 1; i < tail.length; i++) {
    const char = tail[i]!
    if (LETTERS.includes(char)) {
      // The last block holds single letters only.
      address += i === 4 ? 1 + LETTERS.indexOf(char) : suffixOffset(tail.slice(i, i + 2))
      break
    }
    address += i === 4 ? 1 + LETTERS.length + Number(char) : SUFFIXES + Number(char) * BUCKETS[i]!
  }
  return address.toString(16).toUpperCase().padStart(6, '0')
}

/** The N-number of an ICAO address in the U.S. civil block, or undefined outside it. */
export function icaoToNNumber(hex: string): string | undefined {
  let rest = Number.parseInt(hex, 16) - FIRST
  if (!/^[0-9a-f]{6}$/i.test(hex) || rest < 0 || rest >= 9 * BUCKET1) return undefined
  let out = `N${Math.floor(rest / BUCKET1) + 1}`
  rest %= BUCKET1
  for (let i = 1; i <= 4; i++) {
    if (rest === 0) return out
    if (i === 4) return out + (rest <= LETTERS.length ? LETTERS[rest - 1] : String(rest - 1 - LETTERS.length))
    if (rest < SUFFIXES) {
      // One or two letters: blocks of 25 (the letter alone, then with each second letter).
      const first = Math.floor((rest - 1) / (LETTERS.length + 1))
      const second = (rest - 1) % (LETTERS.length + 1)
      return out + LETTERS[first] + (second === 0 ? '' : LETTERS[second - 1])
    }
    rest -= SUFFIXES
    out += String(Math.floor(rest / BUCKETS[i]!))
    rest %= BUCKETS[i]!
  }
  return out
}
