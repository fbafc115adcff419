import type { TestHostOptions } from '@svc/core/testing'
import { stocksPlugin } from '../src/index.ts'

const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })
export const finnhubFixture = (name: string) => fixture('finnhub', name)

/** Every Finnhub and FMP route of the plugin on one fixture server, with test keys. */
export const stocksFixtures = {
  plugins: [stocksPlugin],
  upstreams: ['finnhub', 'fmp'],
  keys: { finnhub: 'fh-key', fmp: 'fmp-key' },
  routes: {
    'GET /api/v1/quote': finnhubFixture('quote.json'),
    'GET /api/v1/company-news': finnhubFixture('company-news.json'),
    'GET /api/v1/stock/earnings': finnhubFixture('earnings.json'),
    'GET /api/v1/stock/financials-reported': finnhubFixture('financials-reported.json'),
    'GET /api/v1/stock/metric': finnhubFixture('metric.json'),
    'GET /api/v1/stock/peers': finnhubFixture('peers.json'),
    'GET /api/v1/stock/recommendation': finnhubFixture('recommendation.json'),
    'GET /api/v1/search': finnhubFixture('search.json'),
    'GET /api/v1/stock/symbol': finnhubFixture('stock-symbol.json'),
    'GET /api/v1/stock/usa-spending': finnhubFixture('usa-spending.json'),
    'GET /api/v1/stock/visa-application': finnhubFixture('visa-application.json'),
    'GET /api/v1/stock/insider-sentiment': finnhubFixture('insider-sentiment.json'),
    'GET /api/v1/stock/lobbying': finnhubFixture('lobbying.json'),
    'GET /api/v1/stock/uspto-patent': finnhubFixture('uspto-patent.json'),
    'GET /stable/company-screener': fixture('fmp', 'company-screener.json'),
  },
} satisfies TestHostOptions

