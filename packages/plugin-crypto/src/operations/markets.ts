import { defineOperation, listAnswer, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
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

export default defineOperation({
  name: 'markets',
  method: 'GET',
  description: 'Top cryptocurrencies by market capitalisation (CoinGecko): price, market cap, 24h volume, 24h and 7d price change in USD.',
  input: v.object({ limit: limit(100, 20) }),
  upstreams: [coingecko],
  sources: [{ path: '/coins/markets', cacheTtl: '1min' }],
  keywords: ['top coins', 'crypto prices', 'largest cryptocurrencies', 'market cap ranking'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(coingecko).json('/coins/markets', {
      query: { vs_currency: 'usd', order: 'market_cap_desc', per_page: input.limit, page: 1, sparkline: false, price_change_percentage: '24h,7d' },
      schema: rows,
    })
    const items = data.map((coin) => ({
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
    }))
    return listAnswer(items, sourceOf(coingecko, url), { total: null })
  },
})
