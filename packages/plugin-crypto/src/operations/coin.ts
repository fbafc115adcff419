import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { coinDetail, coinItem, detailQuery } from '../shared/coin-detail.ts'
import { coingecko, coinId, coinLookup } from '../upstreams/coingecko.ts'

export default defineOperation({
  name: 'coin',
  method: 'GET',
  description: 'One cryptocurrency by CoinGecko id: price, market cap and rank, fully diluted valuation, 24h volume, all-time high and low, supplies, 24h/7d/30d/1y price changes, categories and links.',
  input: v.object({ id: coinId }),
  upstreams: [coingecko],
  sources: [{ path: '/coins/{id}', cacheTtl: '2min' }],
  keywords: ['coin price', 'market cap of', 'all time high', 'circulating supply', 'token fundamentals'],
  async handler({ input, upstream }) {
    const { data, url } = await coinLookup(upstream(coingecko), `/coins/${input.id}`, coinDetail, `coin "${input.id}"`, detailQuery)
    return lookupAnswer(coinItem(data), sourceOf(coingecko, url))
  },
})
