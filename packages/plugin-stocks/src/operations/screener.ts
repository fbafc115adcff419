import { booleanOrNull, defineOperation, listAnswer, numberOrNull, optionalText, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../params.ts'
import { fmp } from '../upstreams/fmp.ts'

/** GET /stable/company-screener: companies matching every filter, largest market cap first. */
const answer = v.array(v.object({
  symbol: v.string(), companyName: textOrNull, marketCap: numberOrNull, sector: textOrNull, industry: textOrNull, beta: numberOrNull, price: numberOrNull,
  lastAnnualDividend: numberOrNull, volume: numberOrNull, exchange: textOrNull, exchangeShortName: textOrNull, country: textOrNull,
  isEtf: booleanOrNull, isFund: booleanOrNull, isActivelyTrading: booleanOrNull,
}))
const positive = (description: string) => v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e16), v.description(description)))
const word = (description: string) => optionalText(2, 60, description)

export default defineOperation({
  name: 'screener',
  method: 'GET',
  description: 'Screens stocks by market cap, price, beta, volume, dividend, sector, industry, exchange and country (Financial Modeling Prep company screener), largest first.',
  input: v.object({
    marketCapMin: positive('Smallest market cap (USD)'),
    marketCapMax: positive('Largest market cap (USD)'),
    priceMin: positive('Lowest price'),
    priceMax: positive('Highest price'),
    betaMin: v.optional(v.pipe(v.number(), v.minValue(-10), v.maxValue(10))),
    betaMax: v.optional(v.pipe(v.number(), v.minValue(-10), v.maxValue(10))),
    volumeMin: positive('Smallest average volume'),
    dividendMin: positive('Smallest last annual dividend'),
    sector: word('Sector, e.g. Technology'),
    industry: word('Industry, e.g. Consumer Electronics'),
    exchange: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2,10}$/, 'must be an exchange such as NASDAQ, NYSE, AMEX'))),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166 two-letter country code'))),
    etf: v.optional(v.boolean()),
    limit: limit(1000, 50),
  }),
  upstreams: [fmp],
  cacheTtl: '1h',
  sources: [{ path: '/stable/company-screener' }],
  keywords: ['stock screener', 'find large cap tech stocks', 'stocks with dividend over', 'filter stocks by market cap', 'small cap stocks list'],
  async handler({ input, upstream }) {
    const query = {
      marketCapMoreThan: input.marketCapMin, marketCapLowerThan: input.marketCapMax, priceMoreThan: input.priceMin, priceLowerThan: input.priceMax,
      betaMoreThan: input.betaMin, betaLowerThan: input.betaMax, volumeMoreThan: input.volumeMin, dividendMoreThan: input.dividendMin,
      sector: input.sector, industry: input.industry, exchange: input.exchange, country: input.country, isEtf: input.etf, isActivelyTrading: true, limit: input.limit,
    }
    const { data, url } = await upstream(fmp).json('/stable/company-screener', { query, schema: answer })
    const items = data.slice(0, input.limit).map((row) => ({
      symbol: row.symbol, name: row.companyName, marketCap: row.marketCap, price: row.price, beta: row.beta, volume: row.volume,
      lastAnnualDividend: row.lastAnnualDividend, sector: row.sector, industry: row.industry, exchange: row.exchangeShortName ?? row.exchange,
      country: row.country, etf: row.isEtf,
    }))
    return listAnswer(items, sourceOf(fmp, url))
  },
})
