import Papa from 'papaparse'

/** One UN/LOCODE entry, from the 12 columns of UNECE's code list CSV. */
export interface LocodeEntry {
  locode: string
  country: string
  location: string
  name: string
  nameAscii: string
  subdivision: string | null
  functions: string[]
  status: string | null
  date: string | null
  iata: string | null
  coordinates: { lat: number; lon: number } | null
  remarks: string | null
  change: string | null
}

/** Function classifier positions 1-7 and B (UNECE "Codes used in location list"). */
const FUNCTIONS: Record<string, string> = { '1': 'port', '2': 'rail', '3': 'road', '4': 'airport', '5': 'postal', '6': 'multimodal', '7': 'fixed', B: 'border' }
export const FUNCTION_NAMES = Object.values(FUNCTIONS)

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null)

/** "5113N 00425E" (degrees and minutes) -> decimal degrees. */
export function parseCoordinates(value: string): { lat: number; lon: number } | null {
  const match = /^(\d{2})(\d{2})([NS])\s+(\d{3})(\d{2})([EW])$/.exec(value.trim())
  if (!match) return null
  const [, latD, latM, ns, lonD, lonM, ew] = match
  const lat = (Number(latD) + Number(latM) / 60) * (ns === 'S' ? -1 : 1)
  const lon = (Number(lonD) + Number(lonM) / 60) * (ew === 'W' ? -1 : 1)
  return { lat: Math.round(lat * 10_000) / 10_000, lon: Math.round(lon * 10_000) / 10_000 }
}

/** "0107" (YYMM) -> "2001-07"; codes date from 1980 on. */
function parseDate(value: string): string | null {
  if (!/^\d{4}$/.test(value)) return null
  const year = Number(value.slice(0, 2))
  return `${year >= 80 ? 1900 + year : 2000 + year}-${value.slice(2)}`
}

/** Rows of UNECE's comma-separated code list (RFC 4180 quoting), blank lines left out. */
const csvRows = (text: string): string[][] => Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true }).data

/** The entries of one code list part (country header rows, with no location code, are skipped). */
export function parseEntries(text: string): LocodeEntry[] {
  const entries: LocodeEntry[] = []
  for (const [change, country, location, name, nameAscii, subdivision, status, fn, date, iata, coordinates, remarks] of csvRows(text)) {
    if (!country || !location || !/^[A-Z]{2}$/.test(country) || !/^[A-Z2-9]{3}$/.test(location)) continue
    entries.push({
      locode: `${country}${location}`,
      country,
      location,
      name: name?.trim() ?? '',
      nameAscii: nameAscii?.trim() || (name?.trim() ?? ''),
      subdivision: orNull(subdivision),
      functions: [...(fn ?? '')].filter((char) => char in FUNCTIONS).map((char) => FUNCTIONS[char]!),
      status: orNull(status),
      date: parseDate(date?.trim() ?? ''),
      iata: orNull(iata),
      coordinates: coordinates ? parseCoordinates(coordinates) : null,
      remarks: orNull(remarks),
      change: orNull(change),
    })
  }
  return entries
}
