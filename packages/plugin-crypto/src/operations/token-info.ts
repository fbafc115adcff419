import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { coinDetail, coinItem } from '../shared/coin-detail.ts'
import { coingecko, coinLookup, platformNames, platforms } from '../upstreams/coingecko.ts'
import { normalizedOutput } from '../shared/output.ts'

export default defineOperation({
  name: 'token-info',
  method: 'GET',
  description: 'A token by its contract address on a chain (CoinGecko): the coin it is, its decimals and addresses on other chains, price, market cap, FDV, volume, supplies, price changes, categories and links.',
  input: v.object({
    chain: v.picklist(platformNames),
    address: v.pipe(v.string(), v.minLength(32), v.maxLength(64), v.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'must be an EVM address (0x + 40 hex) or a Solana mint')),
  }),
  output: normalizedOutput({ chain: 'string', address: 'string', decimals: 'integer?', addresses: { ethereum: 'string' }, description: 'string?', id: 'string', symbol: 'string', name: 'string', marketCapRank: 'integer?', priceUsd: 'number?', marketCapUsd: 'number?', fdvUsd: 'number?', volume24hUsd: 'number?', high24hUsd: 'number?', low24hUsd: 'number?', ath: { usd: 'number?', changePct: 'number?', date: 'string?' }, atl: { usd: 'number?', changePct: 'number?', date: 'string?' }, supply: { circulating: 'number?', total: 'number?', max: 'number?' }, changePct: { '24h': 'number?', '7d': 'number?', '30d': 'number?', '1y': 'number?' }, categories: 'string[]', genesisDate: 'string?', links: { homepage: 'string[]', whitepaper: 'string?', explorers: 'string[]', twitter: 'string?', telegram: 'string?', reddit: 'string?', github: 'string[]' }, image: 'string?', lastUpdated: 'string?' }),
  upstreams: [coingecko],
  sources: [{ path: '/coins/{platform}/contract/{address}', cacheTtl: '5min' }],
  keywords: ['what token is this contract', 'token by contract address', 'erc20 token details'],
  async handler({ input, upstream }) {
    const platform = platforms[input.chain]
    const address = input.address.startsWith('0x') ? input.address.toLowerCase() : input.address
    const { data, url } = await coinLookup(upstream(coingecko), `/coins/${platform}/contract/${address}`, coinDetail, `token ${address} on ${input.chain}`)
    const item = {
      chain: input.chain,
      address,
      decimals: data.detail_platforms?.[platform]?.decimal_place ?? null,
      addresses: Object.fromEntries(Object.entries(data.platforms ?? {}).filter(([name, value]) => name && value)),
      description: data.description?.en ? data.description.en.slice(0, 2000) : null,
      ...coinItem(data),
    }
    return lookupAnswer(item, sourceOf(coingecko, url))
  },
})
