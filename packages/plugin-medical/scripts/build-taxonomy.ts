/**
 * Rebuilds src/data/nucc-taxonomy.json from the NUCC Health Care Provider Taxonomy code set CSV in data/ (as NUCC publishes it at
 * https://www.nucc.org/index.php/code-sets-mainmenu-41/provider-taxonomy-mainmenu-40/csv-mainmenu-57; a new version twice a year):
 *
 *   pnpm --filter @svc/plugin-medical build-taxonomy [data/nucc_taxonomy_NNN.csv]
 */
import { readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { csvRows } from '../../plugin-country/scripts/xlsx.ts'

const SOURCE = process.argv[2] ?? join(import.meta.dirname, '../data/nucc_taxonomy_251.csv')
const OUT = join(import.meta.dirname, '../src/data/nucc-taxonomy.json')

async function main() {
  const rows = csvRows((await readFile(SOURCE, 'utf8')).replace(/^\uFEFF/, ''))
  const header = rows[0]!.map((name) => name.trim())
  const at = (name: string) => {
    const index = header.indexOf(name)
    if (index < 0) throw new Error(`${SOURCE}: no column ${name}`)
    return index
  }
  const columns = { code: at('Code'), grouping: at('Grouping'), classification: at('Classification'), specialization: at('Specialization'), definition: at('Definition'), displayName: at('Display Name'), section: at('Section') }
  const codes = rows.slice(1).filter((row) => /^[0-9A-Z]{9}X$/.test((row[columns.code] ?? '').trim())).map((row) => {
    const cell = (index: number) => (row[index] ?? '').replace(/\s+/g, ' ').trim() || null
    return [cell(columns.code), cell(columns.grouping), cell(columns.classification), cell(columns.specialization), cell(columns.displayName), cell(columns.section), cell(columns.definition)]
  })
  const version = /(\d{2})(\d)\.csv$/.exec(basename(SOURCE))
  const table = { version: version ? `${version[1]}.${version[2]}` : basename(SOURCE), columns: ['code', 'grouping', 'classification', 'specialization', 'displayName', 'section', 'definition'], codes }
  await writeFile(OUT, `${JSON.stringify(table)}\n`)
  console.log(`${codes.length} taxonomy codes (version ${table.version}) -> ${OUT}`)
}

await main()
