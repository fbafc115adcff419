/**
 * A US-style `M/D/YYYY` date (one or two digits for month and day, e.g. `4/1/2019`, `12/16/2020`) as
 * `YYYY-MM-DD`; null for anything else, and for a day the calendar does not have (`2/30/2019`).
 */
export function usDate(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value?.trim() ?? '')
  if (!match) return null
  const date = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`
  // Date rolls 2/30 over into March (and refuses month 13): the day exists only when it reads back the same.
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null
}
