import type { SearchCodes } from '@svc/core'
import { COMMODITIES } from './operations/commodity.ts'
import { INDICATORS } from './operations/indicator.ts'
import { SERIES as RECESSIONS } from './operations/recession.ts'

/**
 * The FRED series ids this plugin's tables name ("UNRATE", "HOUST", "DCOILWTICO"), for endpoint search,
 * which would read a short one as a stock ticker: alone in a query, or with a FRED word, it is a series.
 * A series named by its plain word ("GDP") is left to that word.
 */
export function fredCodes(): SearchCodes[] {
  const tables: Record<string, { series: string }> = { ...INDICATORS, ...COMMODITIES }
  const codes = [...new Set([...Object.entries(tables).filter(([name, { series }]) => name !== series.toLowerCase()).map(([, { series }]) => series), RECESSIONS])].sort()
  return [{ kind: 'a FRED series id', words: 'fred series', codes, alone: codes, context: ['fred', 'alfred', 'series', 'observations', 'vintage'] }]
}
