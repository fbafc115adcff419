import { definePlugin } from '@svc/core'
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
import { intents, vocabulary } from './vocabulary.ts'

/** Prediction markets: venue A (Polymarket: Gamma, CLOB and Data APIs) and venue B (Kalshi Trade API); no key needed. */
export const predictPlugin = definePlugin({
  group: 'predict',
  search: { vocabulary, intents },
  operations: [
    markets,
    market,
    search,
    price,
    orderbook,
    priceHistory,
    events,
    trades,
    whales,
    activity,
    holders,
    positions,
    wallet,
    leaderboard,
    sports,
    cryptoUpdown,
    matchedPairs,
    // The venue named (the contract's marketA / marketB): venue A's ids (marketA-markets, marketA-market,
    // marketA-events, marketA-orderbook, marketA-trades) are aliases of the operations above, declared with them.
    marketBMarkets,
  ],
})
