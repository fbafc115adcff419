import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { int } from '../shared/params.ts'
import { malformed } from '../shared/result.ts'
import { coingecko, coinId, coinLookup } from '../upstreams/coingecko.ts'

const pairs = v.array(v.tuple([v.number(), v.nullable(v.number())]))
/** Three series of one length, checked before the answer is kept 5 minutes (a series cut short is refused, never kept). */
const chart = v.pipe(
  v.object({ prices: pairs, market_caps: pairs, total_volumes: pairs }),
  v.check((data) => data.market_caps.length === data.prices.length && data.total_volumes.length === data.prices.length, 'series of different lengths'),
)

export default defineOperation({
  name: 'coin-history',
  method: 'GET',
  description: 'Price, market cap and volume history of a coin over the last 1-365 days (CoinGecko market chart): 5-minute points for 1 day, hourly up to 90 days, daily beyond.',
  input: v.object({
    id: coinId,
    days: v.optional(int(1, 365), 7),
    // The spec gives only a maximum: an empty value is the default, as if left out.
    vs: v.optional(v.pipe(v.string(), v.maxLength(10), v.regex(/^[a-zA-Z]*$/, 'must be a currency code such as usd or eur'), v.transform((code) => code.toLowerCase() || 'usd'), v.description('Currency of the series (max 10; default usd)')), 'usd'),
  }),
  upstreams: [coingecko],
  sources: [{ path: '/coins/{id}/market_chart', cacheTtl: '5min' }],
  keywords: ['price history', 'historical price chart', 'market cap over time'],
  async handler({ input, upstream }) {
    const { data, url } = await coinLookup(upstream(coingecko), `/coins/${input.id}/market_chart`, chart, `coin "${input.id}"`, { vs_currency: input.vs, days: input.days })
    if (data.market_caps.length !== data.prices.length || data.total_volumes.length !== data.prices.length) throw malformed(coingecko, 'series of different lengths')
    const items = data.prices.map(([time, price], index) => ({
      time: new Date(time).toISOString(),
      price,
      marketCap: data.market_caps[index]![1],
      volume: data.total_volumes[index]![1],
    }))
    return { ...listAnswer(items, sourceOf(coingecko, url)), id: input.id, vs: input.vs, days: input.days }
  },
})
