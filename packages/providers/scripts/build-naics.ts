/**
 * Rebuilds src/naics/naics-2017.json from the U.S. Census Bureau's 2017 NAICS files in data/naics/ (as published):
 * `2017_NAICS_Descriptions.csv` (code, title, description) and `2017_NAICS_Index_File.xlsx` (index entries).
 *
 *   pnpm --filter @svc/providers build-naics
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { csvRows, sheetRows } from '../../../scripts/data/xlsx.ts'

const DATA = join(import.meta.dirname, '../data/naics')
const OUT = join(import.meta.dirname, '../src/naics/naics-2017.json')

async function main() {
  const codes: Record<string, { title: string; description: string | null; index: string[] }> = {}
  // The Census file is Windows-1252, not UTF-8: read it byte for byte and map the punctuation it uses (0x92
  // apostrophes, straight like the rest of the file and the concordance titles of @svc/plugin-class; 0x97 dashes).
  const descriptions = (await readFile(join(DATA, '2017_NAICS_Descriptions.csv'))).toString('latin1').replace(/[\x91\x92]/g, "'").replace(/\x97/g, '\u2014')
  for (const [code, title, description] of csvRows(descriptions).slice(1)) {
    if (!code || !/^\d{2}(-\d{2})?$|^\d{3,6}$/.test(code.trim())) continue
    // Titles carry the Census "T" mark for trilaterally agreed industries ("Software PublishersT").
    const cleanTitle = (title ?? '').trim().replace(/T$/, '').trim()
    // The file cuts the cross-references after their first line: keep the description before them.
    const text = (description ?? '').split(/\r?\n\r?\nCross-References\./)[0]!.replace(/\r/g, '').trim()
    codes[code.trim()] = { title: cleanTitle, description: text && text !== 'NULL' ? text : null, index: [] }
  }
  for (const row of sheetRows(await readFile(join(DATA, '2017_NAICS_Index_File.xlsx')), '2017NAICS').slice(1)) {
    const entry = codes[(row.A ?? '').trim()]
    if (entry && row.B) entry.index.push(row.B.replace(/\s+/g, ' ').trim())
  }
  await writeFile(OUT, `${JSON.stringify({ vintage: '2017 NAICS', codes })}\n`)
  console.log(`${Object.keys(codes).length} codes, ${Object.values(codes).reduce((n, c) => n + c.index.length, 0)} index entries`)
}

await main()
