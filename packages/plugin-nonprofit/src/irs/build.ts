const MONTHS: Record<string, string> = { JAN: '01', FEB: '02', MAR: '03', APR: '04', MAY: '05', JUN: '06', JUL: '07', AUG: '08', SEP: '09', OCT: '10', NOV: '11', DEC: '12' }

/** "15-MAY-2010" or "05/15/2010" -> "2010-05-15"; anything else stays as published. */
export function isoDate(value: string | undefined): string {
  const text = (value ?? '').trim()
  const named = text.match(/^(\d{2})-([A-Z]{3})-(\d{4})$/i)
  if (named && MONTHS[named[2]!.toUpperCase()]) return `${named[3]}-${MONTHS[named[2]!.toUpperCase()]}-${named[1]}`
  const us = text.match(/^(\d{2})\/(\d{2})\/(\d{4})$/)
  return us ? `${us[3]}-${us[1]}-${us[2]}` : text
}

/** Lines of `EIN|...` (the EIN as 9 digits), fields trimmed, sorted by EIN; headers and blank lines dropped. */
function sortedLines(text: string, pick: (fields: string[]) => string[]): string[] {
  const lines: string[] = []
  for (const raw of text.split(/\r?\n/)) {
    const fields = raw.split('|').map((field) => field.trim())
    if (!/^\d{9}$/.test(fields[0] ?? '')) continue
    lines.push(pick(fields).join('|'))
  }
  return lines.sort()
}

/** Pub 78 as the IRS publishes it: `EIN|Legal Name|City|State|Country|Deductibility status codes`. */
export const pub78Lines = (text: string) => sortedLines(text, (f) => [f[0]!, f[1] ?? '', f[2] ?? '', f[3] ?? '', f[4] ?? '', f[5] ?? ''])

/**
 * The automatic revocation list: `EIN|Legal Name|DBA|Address|City|State|ZIP|Country|Exemption Type|Revocation Date|
 * Revocation Posting Date|Exemption Reinstatement Date`; kept: EIN, names, city, state, type and the three dates (ISO).
 */
export const revocationLines = (text: string) =>
  sortedLines(text, (f) => [f[0]!, f[1] ?? '', f[2] ?? '', f[4] ?? '', f[5] ?? '', f[8] ?? '', isoDate(f[9]), isoDate(f[10]), isoDate(f[11])])
