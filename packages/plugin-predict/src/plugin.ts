import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import events from './operations/events.ts'
import market from './operations/market.ts'
import markets from './operations/markets.ts'
import orderbook from './operations/orderbook.ts'
import priceHistory from './operations/price-history.ts'
import price from './operations/price.ts'
import search from './operations/search.ts'
import trades from './operations/trades.ts'
import { vocabulary } from './vocabulary.ts'

/** Prediction markets: venue A (Polymarket: Gamma, CLOB and Data APIs) and venue B (Kalshi Trade API); no key needed. */
export const predictPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'predict',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    markets, //       GET /api/predict/markets         0.0025    Gamma /markets
    market, //        GET /api/predict/market          0.0025    Gamma /markets/{id}, /markets/slug/{slug}, /markets?condition_ids=
    search, //        GET /api/predict/search          0.012     Gamma /public-search
    price, //         GET /api/predict/price           0.0025    CLOB /midpoint, /price (+ Gamma for a market's tokens)
    orderbook, //     GET /api/predict/orderbook       0.0025    CLOB /book
    priceHistory, //  GET /api/predict/price-history   0.004998  CLOB /prices-history
    events, //        GET /api/predict/events          0.012     Gamma /events
    trades, //        GET /api/predict/trades          0.0025    Data API /trades
  ],
})
