import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import activity from './operations/activity.ts'
import cryptoUpdown from './operations/crypto-updown.ts'
import events from './operations/events.ts'
import holders from './operations/holders.ts'
import leaderboard from './operations/leaderboard.ts'
import marketBMarkets from './operations/marketB-markets.ts'
import market from './operations/market.ts'
import markets from './operations/markets.ts'
import matchedPairs from './operations/matched-pairs.ts'
import orderbook from './operations/orderbook.ts'
import positions from './operations/positions.ts'
import priceHistory from './operations/price-history.ts'
import price from './operations/price.ts'
import search from './operations/search.ts'
import sports from './operations/sports.ts'
import trades from './operations/trades.ts'
import wallet from './operations/wallet.ts'
import whales from './operations/whales.ts'
import { vocabulary } from './vocabulary.ts'

/** Prediction markets: venue A (Polymarket: Gamma, CLOB and Data APIs) and venue B (Kalshi Trade API); no key needed. */
export const predictPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
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
    whales, //        GET /api/predict/whales          0.004998  Data API /trades (filterType=CASH)
    activity, //      GET /api/predict/activity        0.012     Data API /activity
    holders, //       GET /api/predict/holders         0.003     Data API /holders
    positions, //     GET /api/predict/positions       0.012     Data API /positions
    wallet, //        GET /api/predict/wallet          0.004998  Data API /value, /traded, /v1/leaderboard?user=
    leaderboard, //   GET /api/predict/leaderboard     0.012     Data API /v1/leaderboard
    sports, //        GET /api/predict/sports          0.012     Gamma /events?tag_slug=<league>
    cryptoUpdown, //  GET /api/predict/crypto-updown   0.012     Gamma /events/slug/<coin>-updown-<interval>-<start>
    matchedPairs, //  GET /api/predict/matched-pairs   0.012     Gamma /markets or /public-search + Kalshi /markets, matched on the host
    // The venue named (the contract's marketA / marketB): venue A's ids are aliases of the operations above
    // (marketA-markets, marketA-market, marketA-events 0.0025, marketA-orderbook, marketA-trades), declared with them.
    marketBMarkets, //    GET /api/predict/marketB-markets    0.003   Kalshi /markets
  ],
})
