/** Value of a CUSIP character: 0-9, then A=10 ... Z=35, then * = 36, @ = 37, # = 38. */
export function cusipCharValue(char: string): number {
  const code = char.charCodeAt(0)
  if (code >= 48 && code <= 57) return code - 48
  if (code >= 65 && code <= 90) return code - 55
  return char === '*' ? 36 : char === '@' ? 37 : char === '#' ? 38 : Number.NaN
}

/**
 * CUSIP check digit of the first 8 characters ("modulus 10 double add double"):
 * every second character's value is doubled, the digits of all values are summed,
 * and the check digit brings the sum to a multiple of 10.
 */
export function cusipCheckDigit(first8: string): number {
  let sum = 0
  for (let i = 0; i < 8; i++) {
    const value = cusipCharValue(first8[i] ?? '') * (i % 2 === 1 ? 2 : 1)
    sum += Math.floor(value / 10) + (value % 10)
  }
  return (10 - (sum % 10)) % 10
}
