import { createRequire } from 'node:module'
import type { SearchCodes } from '@svc/core'

/**
 * ISO 3166 alpha-3 codes of every country, for endpoint search, which would read "KAZ" or "NZL" as a
 * stock ticker: a country when the query is the code alone or says a country word ("NZL flag").
 * Read from world-countries, the table country.lookup answers from.
 */
export function countryCodes(): SearchCodes[] {
  const rows = createRequire(import.meta.url)('world-countries/countries.json') as Array<{ cca3: string }>
  const codes = rows.map((row) => row.cca3).filter((code) => /^[A-Z]{3}$/.test(code)).sort()
  return [{ kind: 'an ISO 3166 country code', words: 'country code', codes, alone: codes, context: ['country', 'countries', 'nation', 'flag'] }]
}
