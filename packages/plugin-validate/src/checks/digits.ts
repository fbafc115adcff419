/** Letters become two digits (A=10 ... Z=35), as ISIN and ISO 7064 checks require. */
export function lettersToDigits(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
}

/** Luhn check digit of a digit string (the digit that would follow it). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

/** Remainder of a long digit string modulo 97, chunk by chunk (ISO 7064 MOD 97-10). */
export function mod97(digits: string): number {
  let remainder = 0
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97
  return remainder
}
