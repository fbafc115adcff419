import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { oneCallList } from '../shared/one-call-list.ts'
import { coingecko } from '../upstreams/coingecko.ts'

const rows = v.array(v.object({
  id: v.string(),
  symbol: v.string(),
  name: v.string(),
  image: textOrNull,
  current_price: numberOrNull,
  market_cap: numberOrNull,
  market_cap_rank: numberOrNull,
  total_volume: numberOrNull,
  price_change_percentage_24h_in_currency: numberOrNull,
  price_change_percentage_7d_in_currency: numberOrNull,
  last_updated: textOrNull,
}))

export default oneCallList({
  name: 'markets',
  description: 'Top cryptocurrencies by market capitalisation (CoinGecko): price, market cap, 24h volume, 24h and 7d price change in USD.',
  keywords: ['top coins', 'crypto prices', 'largest cryptocurrencies', 'market cap ranking'],
  upstream: coingecko,
  path: '/coins/markets',
  cacheTtl: '1min',
  limit: { max: 100, byDefault: 20 },
  schema: rows,
  query: (limit) => ({ vs_currency: 'usd', order: 'market_cap_desc', per_page: limit, page: 1, sparkline: false, price_change_percentage: '24h,7d' }),
  items: (data) =>
    data.map((coin) => ({
      rank: coin.market_cap_rank,
      id: coin.id,
      symbol: coin.symbol.toUpperCase(),
      name: coin.name,
      priceUsd: coin.current_price,
      marketCapUsd: coin.market_cap,
      volume24hUsd: coin.total_volume,
      change24hPct: coin.price_change_percentage_24h_in_currency,
      change7dPct: coin.price_change_percentage_7d_in_currency,
      image: coin.image,
      lastUpdated: coin.last_updated,
    })),
  total: () => null,
})
