const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7]

/** Check digit of an ABA routing number from its first 8 digits: weights 3-7-1 repeated, total a multiple of 10. */
export function abaCheckDigit(first8: string): number {
  let sum = 0
  for (let i = 0; i < 8; i++) sum += WEIGHTS[i]! * (first8.charCodeAt(i) - 48)
  return (10 - (sum % 10)) % 10
}
