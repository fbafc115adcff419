import { definePlugin } from '@svc/core'
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
  examples,
  group: 'stocks',
  search: { vocabulary },
  operations: [
    quote,
    companyNews,
    earningsSurprises,
    financialsReported,
    govSpending,
    h1bVisas,
    insiderSentiment,
    lobbying,
    metrics,
    patents,
    peers,
    recommendations,
    symbols,
    screener,
  ],
})
