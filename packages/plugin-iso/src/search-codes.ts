import type { SearchCodes } from '@svc/core'
import { iso4217 } from './data/iso-4217.ts'

/**
 * ISO 4217 codes of circulating currencies, for endpoint search, which would read "SEK" or "NOK" as
 * a stock ticker: a currency when the query says a money word or joins two codes ("1500 SEK in NOK"),
 * or is the code alone ("XOF"): a ticker alone is as often a currency's code, and a market word keeps it a ticker.
 */
export function currencyCodes(): SearchCodes[] {
  const codes = iso4217().currencies.filter((currency) => !currency.fund && currency.numeric).map((currency) => currency.code)
  return [{ kind: 'an ISO 4217 currency code', words: 'currency', codes, alone: codes.filter((code) => code.startsWith('X')), pair: 'convert exchange rate', context: ['currency', 'currencies', 'convert', 'conversion', 'exchange', 'fx', 'forex', 'per'] }]
}
