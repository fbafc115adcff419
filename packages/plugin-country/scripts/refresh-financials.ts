/**
 * Rebuilds src/data/damodaran.json from Aswath Damodaran's "Country Default Spreads and Risk Premiums"
 * workbook (ctryprem.xlsx, published each January and July):
 *
 *   pnpm --filter @svc/plugin-country refresh-financials [path-or-url] [--as-of YYYY-MM-DD]
 *
 * Reads the "ERPs by country" sheet: the mature-market premium, the rated countries (Moody's rating,
 * rating-based default spread, total equity risk premium, country risk premium) and the frontier
 * markets without a rating (premiums from the PRS composite score). Columns are found by header
 * text. Names are joined to ISO 3166 codes through world-countries; the ones it cannot join are
 * listed and kept without codes. `--as-of` sets the table's date when the sheet's date cell is stale.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Country as WorldCountry } from 'world-countries'
import { sheetRows } from '../../../scripts/data/xlsx.ts'

const DEFAULT_URL = 'https://pages.stern.nyu.edu/~adamodar/pc/datasets/ctryprem.xlsx'
const OUT = join(import.meta.dirname, '../src/data/damodaran.json')

/** Damodaran's names that world-countries spells otherwise. */
const ALIASES: Record<string, string> = {
  'Korea': 'KR', 'Korea, D.P.R.': 'KP', 'Congo (Democratic Republic of)': 'CD', 'Congo (Republic of)': 'CG', 'Ivory Coast': 'CI',
  'Andorra (Principality of)': 'AD', 'Guernsey (States of)': 'GG', 'Jersey (States of)': 'JE', 'Isle of Man': 'IM',
  'St. Vincent & the Grenadines': 'VC', 'Antigua & Barbuda': 'AG', 'Bosnia and Herzegovina': 'BA', 'Yemen, Republic': 'YE',
  'Macedonia': 'MK', 'North Macedonia': 'MK', 'Swaziland': 'SZ', 'Eswatini': 'SZ', 'Turks and Caicos Islands': 'TC', 'Cape Verde': 'CV',
  'Czech Republic': 'CZ', 'Hong Kong': 'HK', 'Macao': 'MO', 'Taiwan': 'TW', 'Turkey': 'TR', 'Russia': 'RU', 'Iran': 'IR', 'Syria': 'SY',
  'Vietnam': 'VN', 'Laos': 'LA', 'Brunei': 'BN', 'Bolivia': 'BO', 'Moldova': 'MD', 'Tanzania': 'TZ', 'Venezuela': 'VE', 'Palestine': 'PS',
  'Curacao': 'CW', 'St. Maarten': 'SX', 'Gambia': 'GM', 'Bahamas': 'BS', 'Saint Lucia': 'LC', 'St. Lucia': 'LC',
}

const num = (text: string | undefined) => (text === undefined || text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text))
const round = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6)
/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD. */
const excelDate = (serial: number) => new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10)

async function load(source: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(source)) return readFile(source)
  const response = await fetch(source)
  if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

function isoIndex() {
  const rows = createRequire(import.meta.url)('world-countries/countries.json') as WorldCountry[]
  const byName = new Map<string, string>()
  const key = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '')
  for (const row of rows) for (const name of [row.name.common, row.name.official, ...row.altSpellings]) byName.set(key(name), row.cca2)
  return (name: string) => ALIASES[name] ?? byName.get(key(name)) ?? null
}

async function main() {
  const args = process.argv.slice(2)
  const asOfFlag = args.indexOf('--as-of')
  const asOfArg = asOfFlag >= 0 ? args.splice(asOfFlag, 2)[1] : undefined
  const source = args[0] ?? DEFAULT_URL
  const rows = sheetRows(await load(source), 'ERPs by country')
  const column = (header: Record<string, string>, test: (text: string) => boolean, what: string) => {
    const found = Object.entries(header).find(([, text]) => test(text.trim().toLowerCase()))
    if (!found) throw new Error(`no ${what} column among ${JSON.stringify(Object.values(header))}`)
    return found[0]
  }
  const dateCell = rows.find((row) => row.A?.startsWith('Date of update'))
  const serial = num(Object.entries(dateCell ?? {}).find(([col]) => col !== 'A')?.[1])
  const asOf = asOfArg ?? (serial ? excelDate(serial) : undefined)
  if (!asOf || !/^\d{4}-\d\d-\d\d$/.test(asOf)) throw new Error('no update date: pass --as-of YYYY-MM-DD')
  const matureRow = rows.find((row) => row.A?.toLowerCase().startsWith('enter the current risk premium for a mature equity market'))
  const matureMarketPremium = round(Object.entries(matureRow ?? {}).filter(([col]) => col !== 'A').map(([, text]) => num(text)).find((value) => value !== null) ?? null)

  const iso = isoIndex()
  const unmatched: string[] = []
  const countries: unknown[] = []
  const ratedStart = rows.findIndex((row) => row.A === 'Country' && Object.values(row).some((text) => text.toLowerCase().startsWith("moody's")))
  const frontierStart = rows.findIndex((row, i) => i > ratedStart && row.A?.startsWith('Frontier Markets'))
  if (ratedStart < 0) throw new Error('no rated-country table (a "Country" row with a Moody\'s rating column)')
  const rated = rows[ratedStart]!
  const col = {
    region: Object.keys(rated).find((c) => c === 'B')!,
    rating: column(rated, (t) => t.startsWith("moody's"), "Moody's rating"),
    spread: column(rated, (t) => t.startsWith('rating-based default spread'), 'default spread'),
    erp: column(rated, (t) => t === 'total equity risk premium', 'total equity risk premium'),
    crp: column(rated, (t) => t === 'country risk premium', 'country risk premium'),
  }
  const add = (name: string, fields: Record<string, unknown>) => {
    const code = iso(name)
    if (!code) unmatched.push(name)
    countries.push({ country: name, alpha2: code, ...fields })
  }
  for (const row of rows.slice(ratedStart + 1, frontierStart < 0 ? undefined : frontierStart)) {
    if (!row.A || num(row[col.erp]) === null) continue
    add(row.A, { region: row[col.region] ?? null, basis: 'sovereign-rating', moodysRating: row[col.rating] ?? null, defaultSpread: round(num(row[col.spread])), equityRiskPremium: round(num(row[col.erp])), countryRiskPremium: round(num(row[col.crp])), prsScore: null })
  }
  if (frontierStart >= 0) {
    const header = rows.slice(frontierStart).find((row) => row.A === 'Country')!
    const c = { prs: column(header, (t) => t.startsWith('prs'), 'PRS score'), erp: column(header, (t) => t === 'erp', 'ERP'), crp: column(header, (t) => t === 'crp', 'CRP'), spread: column(header, (t) => t === 'default spread', 'default spread') }
    for (const row of rows.slice(rows.indexOf(header) + 1)) {
      if (!row.A) break
      if (countries.some((entry) => (entry as { country: string }).country === row.A)) continue
      add(row.A, { region: null, basis: 'prs-score', moodysRating: null, defaultSpread: round(num(row[c.spread])), equityRiskPremium: round(num(row[c.erp])), countryRiskPremium: round(num(row[c.crp])), prsScore: num(row[c.prs]) })
    }
  }
  const table = { asOf, source: source === DEFAULT_URL ? DEFAULT_URL : `${DEFAULT_URL} (read from a saved copy)`, matureMarketPremium, countries }
  await writeFile(OUT, `${JSON.stringify(table, null, 1)}\n`)
  console.log(`wrote ${countries.length} countries as of ${asOf} to ${OUT}`)
  if (unmatched.length > 0) console.log(`kept without ISO codes (not countries in ISO 3166, or unknown spellings): ${unmatched.join(', ')}`)
}

await main()
