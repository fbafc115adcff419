/** Replaces each letter with its two-digit value (A=10 ... Z=35), as ISIN and ISO 7064 MOD 97-10 do. */
export function expandLetters(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
}
