import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { isoFromSeconds } from '../shared/result.ts'
import { coingecko } from '../upstreams/coingecko.ts'

const answer = v.object({
  data: v.object({
    active_cryptocurrencies: v.number(),
    markets: v.number(),
    total_market_cap: v.record(v.string(), v.number()),
    total_volume: v.record(v.string(), v.number()),
    market_cap_percentage: v.record(v.string(), v.number()),
    market_cap_change_percentage_24h_usd: v.number(),
    updated_at: v.number(),
  }),
})

export default defineOperation({
  name: 'global',
  method: 'GET',
  description: 'Whole crypto market (CoinGecko): total market cap and 24h volume in USD, 24h market-cap change, dominance of the largest coins, and counts of active cryptocurrencies and markets.',
  input: v.object({}),
  upstreams: [coingecko],
  sources: [{ path: '/global', cacheTtl: '5min' }],
  keywords: ['total crypto market cap', 'bitcoin dominance', 'crypto market overview'],
  async handler({ upstream }) {
    const { data, url } = await upstream(coingecko).json('/global', { schema: answer })
    const g = data.data
    const dominance = Object.fromEntries(Object.entries(g.market_cap_percentage).map(([coin, pct]) => [coin, Math.round(pct * 100) / 100]))
    const item = {
      totalMarketCapUsd: g.total_market_cap.usd ?? null,
      totalVolume24hUsd: g.total_volume.usd ?? null,
      marketCapChange24hPct: g.market_cap_change_percentage_24h_usd,
      dominancePct: dominance,
      activeCryptocurrencies: g.active_cryptocurrencies,
      markets: g.markets,
      updatedAt: isoFromSeconds(g.updated_at),
    }
    return lookupAnswer(item, sourceOf(coingecko, url))
  },
})
