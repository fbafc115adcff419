import { createRequire } from 'node:module'

/**
 * Names country-json spells differently from every name world-countries knows. Rows for places that
 * are not ISO 3166-1 countries (England, Scotland, Wales, Northern Ireland, Netherlands Antilles) stay unmatched.
 */
const ALIASES: Record<string, string> = {
  'fiji islands': 'FJ',
  'the democratic republic of congo': 'CD',
  turkey: 'TR',
}

/**
 * Population by alpha-2 code, from country-json's `country-by-population.json` (World Bank 2018
 * estimates for most countries, older estimates for some territories), joined on country names.
 * The first row wins where the file lists a country twice (Cabo Verde / Cape Verde).
 */
export function populations(codeOfName: (name: string) => string | undefined): Map<string, number> {
  const rows = createRequire(import.meta.url)('country-json/src/country-by-population.json') as Array<{ country: string; population: number | null }>
  const byCode = new Map<string, number>()
  for (const { country, population } of rows) {
    const code = codeOfName(country) ?? ALIASES[country.toLowerCase()]
    if (code && typeof population === 'number' && !byCode.has(code)) byCode.set(code, population)
  }
  return byCode
}
