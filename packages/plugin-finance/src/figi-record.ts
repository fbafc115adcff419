import { textOrNull } from '@svc/core'
import * as v from 'valibot'

/** One OpenFIGI instrument. */
export const figiInstrument = v.object({
  figi: v.string(),
  name: textOrNull,
  ticker: textOrNull,
  exchCode: textOrNull,
  compositeFIGI: textOrNull,
  shareClassFIGI: textOrNull,
  securityType: textOrNull,
  securityType2: textOrNull,
  marketSector: textOrNull,
  securityDescription: textOrNull,
})

export function instrument(row: v.InferOutput<typeof figiInstrument>) {
  return {
    figi: row.figi,
    name: row.name,
    ticker: row.ticker,
    exchangeCode: row.exchCode,
    compositeFigi: row.compositeFIGI,
    shareClassFigi: row.shareClassFIGI,
    securityType: row.securityType,
    securityType2: row.securityType2,
    marketSector: row.marketSector,
    description: row.securityDescription,
  }
}
