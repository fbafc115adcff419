import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { isoFromSeconds } from '../shared/result.ts'
import { coingecko, platformNames, platforms } from '../upstreams/coingecko.ts'
import { normalizedOutput } from '../shared/output.ts'

const quote = v.record(v.string(), v.nullable(v.number()))
const answer = v.record(v.string(), quote)
const tokenAddress = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/

export default defineOperation({
  name: 'token-price',
  method: 'GET',
  description: 'Current price of up to 10 tokens by contract address on one chain (CoinGecko): price, market cap, 24h volume and 24h change in the chosen currency; tokens CoinGecko does not track are reported with found false.',
  input: v.object({
    chain: v.picklist(platformNames),
    addresses: v.pipe(
      v.string(),
      v.minLength(32),
      v.maxLength(460),
      v.transform((list) => [...new Set(list.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => (entry.startsWith('0x') ? entry.toLowerCase() : entry)))]),
      v.check((list) => list.length >= 1 && list.length <= 10, 'must list 1 to 10 contract addresses, comma-separated'),
      v.check((list) => list.every((entry) => tokenAddress.test(entry)), 'must be EVM addresses (0x + 40 hex) or Solana mints'),
    ),
    vs: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(10), v.regex(/^[a-zA-Z]+$/, 'must be a currency code such as usd'), v.toLowerCase()), 'usd'),
  }),
  output: normalizedOutput({ address: 'string', found: 'boolean', price: 'number?', marketCap: 'number?', volume24h: 'number?', change24hPct: 'number?', lastUpdated: 'string?' }, { chain: 'string', vs: 'string' }),
  upstreams: [coingecko],
  sources: [{ path: '/simple/token_price/{platform}', cacheTtl: '1min' }],
  keywords: ['token price by contract', 'erc20 price', 'price of token address'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(coingecko).json(`/simple/token_price/${platforms[input.chain]}`, {
      query: { contract_addresses: input.addresses.join(','), vs_currencies: input.vs, include_market_cap: true, include_24hr_vol: true, include_24hr_change: true, include_last_updated_at: true },
      schema: answer,
    })
    const byAddress = new Map(Object.entries(data).map(([address, value]) => [address.startsWith('0x') ? address.toLowerCase() : address, value]))
    const vs = input.vs
    const items = input.addresses.map((address) => {
      const row = byAddress.get(address)
      if (!row || row[vs] === undefined) return { address, found: false, price: null, marketCap: null, volume24h: null, change24hPct: null, lastUpdated: null }
      return { address, found: true, price: row[vs] ?? null, marketCap: row[`${vs}_market_cap`] ?? null, volume24h: row[`${vs}_24h_vol`] ?? null, change24hPct: row[`${vs}_24h_change`] ?? null, lastUpdated: isoFromSeconds(row.last_updated_at) }
    })
    return { ...listAnswer(items, sourceOf(coingecko, url), { total: items.filter((item) => item.found).length }), chain: input.chain, vs }
  },
})
