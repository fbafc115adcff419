/** Value of a CUSIP character: digits, letters A=10..Z=35, then * @ #. */
function cusipValue(char: string): number {
  const code = char.charCodeAt(0)
  if (code >= 48 && code <= 57) return code - 48
  if (code >= 65 && code <= 90) return code - 55
  return { '*': 36, '@': 37, '#': 38 }[char] ?? Number.NaN
}

/** CUSIP check digit ("modulus 10 double add double") of the first eight characters. */
export function cusipCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < 8; i++) {
    let value = cusipValue(body[i]!)
    if (i % 2 === 1) value *= 2
    sum += Math.floor(value / 10) + (value % 10)
  }
  return (10 - (sum % 10)) % 10
}

export const CUSIP_PATTERN = /^[0-9A-Z*@#]{8}[0-9]$/
