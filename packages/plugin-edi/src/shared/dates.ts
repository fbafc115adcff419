/** `YYMMDD` (century from the window 1950-2049) or `CCYYMMDD` as an ISO date; null when not a real date. */
export function isoDate(text: string): string | null {
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})$/.exec(text)
  if (!match) return null
  const [, century, year, month, day] = match
  const fullYear = century ? Number(century + year) : Number(year) + (Number(year) < 50 ? 2000 : 1900)
  const date = new Date(Date.UTC(fullYear, Number(month) - 1, Number(day)))
  if (date.getUTCFullYear() !== fullYear || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null
  return date.toISOString().slice(0, 10)
}

/** `HHMM`, `HHMMSS` or `HHMMSSd..` as `HH:MM` or `HH:MM:SS[.d]`; null when out of range. */
export function isoTime(text: string): string | null {
  const match = /^([01]\d|2[0-3])([0-5]\d)(?:([0-5]\d)(\d{1,2})?)?$/.exec(text)
  if (!match) return null
  const [, hours, minutes, seconds, fraction] = match
  return `${hours}:${minutes}${seconds ? `:${seconds}${fraction ? `.${fraction}` : ''}` : ''}`
}

/** Parts of a date-time in UTC for writing envelopes. */
export function stamp(at: Date): { yymmdd: string; ccyymmdd: string; hhmm: string } {
  const iso = at.toISOString()
  const ccyymmdd = iso.slice(0, 10).replaceAll('-', '')
  return { yymmdd: ccyymmdd.slice(2), ccyymmdd, hhmm: iso.slice(11, 16).replace(':', '') }
}
