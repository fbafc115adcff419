/** Remainder modulo 97 of a digit string of any length (ISO 7064 MOD 97-10), taken 7 digits at a time. */
export function mod97(digits: string): number {
  let remainder = 0
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97
  return remainder
}

/** The two ISO 7064 MOD 97-10 check digits that make `digits` followed by them leave remainder 1. */
export function mod97CheckDigits(digits: string): string {
  return String(98 - mod97(`${digits}00`)).padStart(2, '0')
}
