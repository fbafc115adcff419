/**
 * Rebuilds src/data/concordances.json from the official files in data/ (shipped as published):
 * - 2017_NAICS_to_ISIC_4.xlsx: U.S. Census Bureau, 2017 NAICS to ISIC Rev. 4 concordance
 * - 1987_SIC_to_2002_NAICS.csv: U.S. Census Bureau, 1987 SIC to 2002 NAICS concordance
 * - ISIC_Rev_4_english_structure.txt: UN Statistics Division, ISIC Rev. 4 structure (codes and titles)
 *
 *   pnpm --filter @svc/plugin-class build-concordances
 *
 * Replace a file with a newer edition of the same table and run it again. NAICS 2017 titles are not kept
 * here: they come from @svc/plugin-business's 2017 NAICS table (the sheet's column C has typos, e.g. 721110
 * "Casio Hotels").
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { csvRows, sheetRows } from '../../../scripts/data/xlsx.ts'

const DATA = join(import.meta.dirname, '../data')
const OUT = join(import.meta.dirname, '../src/data/concordances.json')

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

async function main() {
  const isicTitles: Record<string, string> = {}
  for (const [code, title] of csvRows(await readFile(join(DATA, 'ISIC_Rev_4_english_structure.txt'), 'utf8')).slice(1)) if (code) isicTitles[code] = clean(title)

  const naicsIsic: Array<[string, string, number, string]> = []
  const sheet = sheetRows(await readFile(join(DATA, '2017_NAICS_to_ISIC_4.xlsx')), 'NAICS 17 to ISIC 4 technical')
  for (const row of sheet.slice(1)) {
    const naics = clean(row.B)
    // Codes lost their leading zeros in the sheet (0111 is 111; the group 012 is 12): take the ISIC code that exists.
    const raw = clean(row.E)
    const isic = [4, 3, 2].map((width) => raw.padStart(width, '0')).find((candidate) => isicTitles[candidate])
    if (!/^\d{6}$/.test(naics) || !isic) continue
    // Flags: 1 = only part of the NAICS industry, 2 = only part of the ISIC class.
    naicsIsic.push([naics, isic, (clean(row.A) === '*' ? 1 : 0) | (clean(row.D) === '*' ? 2 : 0), clean(row.G)])
  }

  const sicNaics: Array<[string, string, string]> = []
  const sicTitles: Record<string, string> = {}
  const naics2002Titles: Record<string, string> = {}
  for (const [sic, sicTitle, naics, naicsTitle] of csvRows(await readFile(join(DATA, '1987_SIC_to_2002_NAICS.csv'), 'utf8')).slice(1)) {
    if (!sic || !/^\d+$/.test(sic.trim()) || !naics || !/^\d{6}$/.test(naics.trim())) continue
    const code = sic.trim().padStart(4, '0')
    const title = clean(sicTitle)
    // "Cash Grains, NEC (dry pea and bean farms)": the title, then the part that goes to this NAICS industry.
    const split = /^(.*?)\s*\((.*)\)\s*$/.exec(title)
    sicTitles[code] ??= clean(split ? split[1] : title)
    naics2002Titles[naics.trim()] = clean(naicsTitle)
    sicNaics.push([code, naics.trim(), split ? clean(split[2]) : ''])
  }
  const out = { builtFrom: ['2017_NAICS_to_ISIC_4.xlsx', '1987_SIC_to_2002_NAICS.csv', 'ISIC_Rev_4_english_structure.txt'], isicTitles, naics2002Titles, sicTitles, naicsIsic, sicNaics }
  await writeFile(OUT, `${JSON.stringify(out)}\n`)
  console.log(`${naicsIsic.length} NAICS-ISIC links, ${sicNaics.length} SIC-NAICS links, ${Object.keys(isicTitles).length} ISIC codes`)
}

await main()
