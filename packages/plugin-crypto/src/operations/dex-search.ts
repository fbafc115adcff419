import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { geckoterminal, poolPages } from '../upstreams/geckoterminal.ts'

export default defineOperation({
  name: 'dex-search',
  method: 'GET',
  description: 'Search DEX pools by token name, symbol, or token or pool address (GeckoTerminal), optionally on one network: pool rows with prices, FDV, reserve, 24h volume and change.',
  input: v.object({ query: v.pipe(v.string(), v.minLength(1), v.maxLength(120)), network: v.optional(v.pipe(v.string(), v.maxLength(40), v.regex(/^[a-z0-9_-]*$/, 'must be a network slug such as eth, base or solana'))), limit: limit(50, 20) }),
  upstreams: [geckoterminal],
  sources: [{ path: '/search/pools', cacheTtl: '1min' }],
  keywords: ['find token pool', 'search dex pair', 'where does this token trade'],
  async handler({ input, upstream }) {
    const query: Record<string, string> = { query: input.query }
    if (input.network) query.network = input.network
    const { items, url } = await poolPages(upstream(geckoterminal), '/search/pools', input.limit, query, 'match')
    return listAnswer(items, sourceOf(geckoterminal, url), { total: null })
  },
})
