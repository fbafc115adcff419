import { defineOperation, listAnswer, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { num } from '../shared/result.ts'
import { coingecko } from '../upstreams/coingecko.ts'
import { normalizedOutput } from '../shared/output.ts'

const money = v.nullish(v.union([v.string(), v.number()]), null)
const answer = v.object({
  coins: v.array(v.object({ item: v.object({
    id: v.string(),
    name: v.string(),
    symbol: v.string(),
    market_cap_rank: numberOrNull,
    price_btc: numberOrNull,
    score: v.number(),
    large: textOrNull,
    data: v.nullish(v.object({ price: money, price_change_percentage_24h: v.nullish(v.record(v.string(), v.number()), null), market_cap: money, total_volume: money }), null),
  }) })),
  nfts: v.optional(v.array(v.object({ id: v.string(), name: v.string(), symbol: textOrNull, native_currency_symbol: textOrNull, floor_price_in_native_currency: numberOrNull, floor_price_24h_percentage_change: numberOrNull })), []),
  categories: v.optional(v.array(v.object({ id: v.number(), name: v.string(), slug: textOrNull, coins_count: v.nullish(v.union([v.number(), v.string()]), null), data: v.nullish(v.object({ market_cap: numberOrNull, market_cap_change_percentage_24h: v.nullish(v.record(v.string(), v.number()), null) }), null) })), []),
})

/** CoinGecko's trending data formats money as "$1,234,567.89"; plain numbers pass through. */
function dollars(value: string | number | null): number | null {
  return typeof value === 'string' ? num(value.replace(/[$,\s]/g, '')) : value
}

export default defineOperation({
  name: 'trending',
  method: 'GET',
  description: 'What is trending on CoinGecko in the last 24 hours by search activity: coins (default, with price, 24h change, market cap and volume), NFT collections (floor price) or categories (market cap and change).',
  input: v.object({ kind: v.optional(v.pipe(v.picklist(['coins', 'nfts', 'categories']), v.description('What is trending: coins, NFT collections or categories')), 'coins'), limit: limit(30, 15) }),
  output: normalizedOutput({ rank: 'integer', id: 'string', name: 'string', symbol: 'string?', marketCapRank: 'integer?', priceUsd: 'number?', priceBtc: 'number?', change24hPct: 'number?', marketCapUsd: 'number?', volume24hUsd: 'number?', floorPrice: 'number?', floorCurrency: 'string?', floorChange24hPct: 'number?', slug: 'string?', coinCount: 'number?', marketCapChange24hPct: 'number?' }, { kind: 'string' }),
  upstreams: [coingecko],
  sources: [{ path: '/search/trending', cacheTtl: '10min' }],
  keywords: ['trending coins', 'hot crypto today', 'most searched tokens'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(coingecko).json('/search/trending', { schema: answer })
    let items: Record<string, unknown>[]
    if (input.kind === 'coins') {
      items = data.coins.map(({ item }) => ({
        rank: item.score + 1,
        id: item.id,
        name: item.name,
        symbol: item.symbol.toUpperCase(),
        marketCapRank: item.market_cap_rank,
        priceUsd: dollars(item.data?.price ?? null),
        priceBtc: item.price_btc,
        change24hPct: item.data?.price_change_percentage_24h?.usd ?? null,
        marketCapUsd: dollars(item.data?.market_cap ?? null),
        volume24hUsd: dollars(item.data?.total_volume ?? null),
        image: item.large,
      }))
    } else if (input.kind === 'nfts') {
      items = data.nfts.map((nft, index) => ({ rank: index + 1, id: nft.id, name: nft.name, symbol: nft.symbol, floorPrice: nft.floor_price_in_native_currency, floorCurrency: nft.native_currency_symbol?.toUpperCase() ?? null, floorChange24hPct: nft.floor_price_24h_percentage_change }))
    } else {
      items = data.categories.map((category, index) => ({ rank: index + 1, id: category.id, name: category.name, slug: category.slug, coinCount: num(category.coins_count), marketCapUsd: category.data?.market_cap ?? null, marketCapChange24hPct: category.data?.market_cap_change_percentage_24h?.usd ?? null }))
    }
    return { ...listAnswer(items.slice(0, input.limit), sourceOf(coingecko, url), { total: items.length }), kind: input.kind }
  },
})
