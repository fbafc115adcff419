import * as v from 'valibot'

const text = v.nullish(v.string(), null)
/** One OpenFIGI instrument. */
export const figiInstrument = v.object({
  figi: v.string(),
  name: text,
  ticker: text,
  exchCode: text,
  compositeFIGI: text,
  shareClassFIGI: text,
  securityType: text,
  securityType2: text,
  marketSector: text,
  securityDescription: text,
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
