import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { geckoterminal, network, poolPages } from '../upstreams/geckoterminal.ts'

export default defineOperation({
  name: 'dex-pools',
  method: 'GET',
  description: 'Trending or newly created DEX pools on a network (GeckoTerminal): pair, DEX, base and quote prices, FDV, market cap, reserve, 24h volume and price change, buys and sells.',
  input: v.object({ network, kind: v.optional(v.picklist(['trending', 'new']), 'trending'), limit: limit(50, 20) }),
  upstreams: [geckoterminal],
  sources: [{ path: '/networks/{network}/trending_pools', cacheTtl: '1min' }, { path: '/networks/{network}/new_pools', cacheTtl: '1min' }],
  keywords: ['trending pools', 'new token launches', 'hot dex pairs', 'new liquidity pools'],
  async handler({ input, upstream }) {
    const path = `/networks/${input.network}/${input.kind === 'new' ? 'new_pools' : 'trending_pools'}`
    const { items, url } = await poolPages(upstream(geckoterminal), path, input.limit, {}, `network ${input.network}`)
    return { ...listAnswer(items, sourceOf(geckoterminal, url), { total: null }), kind: input.kind }
  },
})
