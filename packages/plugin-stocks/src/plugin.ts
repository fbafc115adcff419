import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import companyNews from './operations/company-news.ts'
import earningsSurprises from './operations/earnings-surprises.ts'
import financialsReported from './operations/financials-reported.ts'
import govSpending from './operations/gov-spending.ts'
import h1bVisas from './operations/h1b-visas.ts'
import insiderSentiment from './operations/insider-sentiment.ts'
import lobbying from './operations/lobbying.ts'
import metrics from './operations/metrics.ts'
import patents from './operations/patents.ts'
import peers from './operations/peers.ts'
import quote from './operations/quote.ts'
import recommendations from './operations/recommendations.ts'
import screener from './operations/screener.ts'
import symbols from './operations/symbols.ts'
import { vocabulary } from './vocabulary.ts'

/** The stocks group: Finnhub (the upstream @svc/plugin-calendar defines, shared) and the FMP screener; every operation needs its provider's key. */
export const stocksPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'stocks',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    quote, //              GET /api/stocks/quote                0.0045  Finnhub /api/v1/quote
    companyNews, //        GET /api/stocks/company-news         0.0025  Finnhub /api/v1/company-news
    earningsSurprises, //  GET /api/stocks/earnings-surprises   0.0025  Finnhub /api/v1/stock/earnings
    financialsReported, // GET /api/stocks/financials-reported  0.0025  Finnhub /api/v1/stock/financials-reported
    govSpending, //        GET /api/stocks/gov-spending         0.0025  Finnhub /api/v1/stock/usa-spending
    h1bVisas, //           GET /api/stocks/h1b-visas            0.0025  Finnhub /api/v1/stock/visa-application
    insiderSentiment, //   GET /api/stocks/insider-sentiment    0.0025  Finnhub /api/v1/stock/insider-sentiment
    lobbying, //           GET /api/stocks/lobbying             0.0025  Finnhub /api/v1/stock/lobbying
    metrics, //            GET /api/stocks/metrics              0.0025  Finnhub /api/v1/stock/metric
    patents, //            GET /api/stocks/patents              0.0025  Finnhub /api/v1/stock/uspto-patent
    peers, //              GET /api/stocks/peers                0.0025  Finnhub /api/v1/stock/peer
    recommendations, //    GET /api/stocks/recommendations      0.0025  Finnhub /api/v1/stock/recommendation
    symbols, //            GET /api/stocks/symbols              0.0025  Finnhub /api/v1/search, /api/v1/stock/symbol
    screener, //           GET /api/stocks/screener             0.012   Financial Modeling Prep /stable/company-screener
  ],
})
