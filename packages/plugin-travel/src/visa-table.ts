/** The Passport Index tidy CSV as a lookup table: passport -> destination -> the dataset's requirement value. */

export type Requirement =
  | { kind: 'visa free'; days: number | null }
  | { kind: 'visa on arrival' | 'eta' | 'e-visa' | 'visa required' | 'no admission' | 'covid ban' | 'same country' | 'other'; days: null }

export interface VisaTable {
  /** requirement value by `${passport}${destination}` (ISO alpha-2 pairs) */
  rows: Map<string, string>
  passports: Set<string>
  destinations: Set<string>
}

let last: { text: string; table: VisaTable } | undefined

/** Parses `Passport,Destination,Requirement` rows (header first); the last parse is kept while the text is the same. */
export function visaTable(text: string): VisaTable {
  if (last?.text === text) return last.table
  const rows = new Map<string, string>()
  const passports = new Set<string>()
  const destinations = new Set<string>()
  const lines = text.split(/\r?\n/)
  const header = lines[0]?.toLowerCase().split(',').map((cell) => cell.trim()) ?? []
  if (header[0] !== 'passport' || header[1] !== 'destination' || header.length !== 3) throw new Error('not the Passport Index tidy CSV: the header is not Passport,Destination,<requirement>')
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue
    const [passport, destination, ...rest] = line.split(',')
    const value = rest.join(',').trim().replace(/^"|"$/g, '')
    if (!passport || !destination || !/^[A-Z]{2}$/.test(passport.trim()) || !/^[A-Z]{2}$/.test(destination.trim())) continue
    rows.set(`${passport.trim()}${destination.trim()}`, value)
    passports.add(passport.trim())
    destinations.add(destination.trim())
  }
  const table = { rows, passports, destinations }
  last = { text, table }
  return table
}

/** A requirement value of the dataset, read: 7-360 days visa free, the named regimes, -1 for the passport's own country. */
export function readRequirement(value: string): Requirement {
  const text = value.trim().toLowerCase()
  if (text === '-1') return { kind: 'same country', days: null }
  if (/^\d+$/.test(text)) return { kind: 'visa free', days: Number(text) }
  if (text === 'visa free') return { kind: 'visa free', days: null }
  if (text === 'visa on arrival' || text === 'eta' || text === 'e-visa' || text === 'visa required' || text === 'no admission' || text === 'covid ban') return { kind: text, days: null }
  return { kind: 'other', days: null }
}

/**
 * The dataset file's `accept`: a text that is not the tidy CSV, or holds no row, is refused before the client keeps it
 * (a week, then served stale a month). Module level: asked once per answer; `visaTable` keeps the parse for the handler.
 */
export function tidyCsv(text: string): true | string {
  return visaTable(text).rows.size > 0 ? true : 'the Passport Index file holds no passport rows'
}
