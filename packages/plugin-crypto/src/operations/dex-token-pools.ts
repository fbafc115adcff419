import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { dexAddress, geckoterminal, network, poolPages } from '../upstreams/geckoterminal.ts'

export default defineOperation({
  name: 'dex-token-pools',
  method: 'GET',
  description: 'The DEX pools trading a token on a network, most liquid first (GeckoTerminal): pair, DEX, prices, FDV, reserve, 24h volume and change, buys and sells.',
  input: v.object({ network, address: dexAddress, limit: limit(50, 20) }),
  upstreams: [geckoterminal],
  sources: [{ path: '/networks/{network}/tokens/{address}/pools', cacheTtl: '1min' }],
  keywords: ['token liquidity pools', 'where to trade token', 'token dex markets'],
  async handler({ input, upstream }) {
    const { items, url } = await poolPages(upstream(geckoterminal), `/networks/${input.network}/tokens/${input.address}/pools`, input.limit, {}, `token ${input.address} on ${input.network}`)
    return listAnswer(items, sourceOf(geckoterminal, url), { total: null })
  },
})
