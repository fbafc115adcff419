import { invalid } from './write.ts'

/** Refuses delimiters that coincide (null = not used); `field` is the body member that holds them. */
export function requireDistinct(chars: Array<string | null>, field: string, names: string): void {
  const used = chars.filter((char): char is string => char !== null)
  if (new Set(used).size !== used.length) throw invalid(field, `${names} must all differ`)
}

/** The envelope's date and time: the given ones, else now (UTC). */
export function envelopeTime(date: string | undefined, time: string | undefined): Date {
  const now = new Date().toISOString()
  return new Date(`${date ?? now.slice(0, 10)}T${time ?? now.slice(11, 16)}:00Z`)
}
