import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit, text } from '../shared/params.ts'
import { chainsSchema, defillama, protocolItem, protocolsSchema } from '../upstreams/defillama.ts'

export default defineOperation({
  name: 'defi',
  method: 'GET',
  description: 'DeFi total value locked from DefiLlama. No parameters: top protocols by TVL and the total TVL across chains; protocol: that protocol (TVL, 1d/7d change, chains, category, market cap); chain: that chain\'s TVL with its top protocols.',
  input: v.object({ protocol: v.optional(text(1, 120)), chain: v.optional(text(1, 60)), limit: limit(100, 20) }),
  upstreams: [defillama],
  sources: [{ path: '/protocols', cacheTtl: '10min' }, { path: '/v2/chains', cacheTtl: '10min' }],
  keywords: ['total value locked', 'tvl', 'biggest defi protocols', 'defi ranking'],
  // Both modes at once can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.protocol && input.chain) throw invalidField('protocol', 'give protocol or chain, not both')
  },
  async handler({ input, upstream }) {
    const client = upstream(defillama)
    const protocols = await client.json('/protocols', { schema: protocolsSchema })
    const source = sourceOf(defillama, protocols.url)
    if (input.protocol) {
      const wanted = input.protocol.toLowerCase()
      const row = protocols.data.find((p) => p.slug === wanted || p.name.toLowerCase() === wanted)
      if (!row) throw createError('NOT_FOUND', `DefiLlama has no protocol "${input.protocol}"`)
      return { ...lookupAnswer({ ...protocolItem(row), chainTvlsUsd: row.chainTvls }, source), meta: { mode: 'lookup', by: 'protocol' } }
    }
    const chains = await client.json('/v2/chains', { schema: chainsSchema })
    if (input.chain) {
      const wanted = input.chain.toLowerCase()
      const chain = chains.data.find((c) => c.name.toLowerCase() === wanted)
      if (!chain) throw createError('NOT_FOUND', `DefiLlama has no chain "${input.chain}"`)
      const onChain = protocols.data
        .filter((p) => typeof p.chainTvls[chain.name] === 'number')
        .sort((a, b) => b.chainTvls[chain.name]! - a.chainTvls[chain.name]!)
      const item = {
        chain: chain.name,
        tvlUsd: chain.tvl,
        tokenSymbol: chain.tokenSymbol,
        chainId: chain.chainId === null ? null : Number(chain.chainId),
        protocolCount: onChain.length,
        topProtocols: onChain.slice(0, input.limit).map((p) => ({ name: p.name, slug: p.slug, category: p.category, tvlUsd: p.chainTvls[chain.name]! })),
      }
      return { ...lookupAnswer(item, sourceOf(defillama, chains.url)), meta: { mode: 'lookup', by: 'chain' } }
    }
    const ranked = protocols.data.filter((p) => p.tvl !== null).sort((a, b) => b.tvl! - a.tvl!)
    const totalTvlUsd = chains.data.reduce((sum, c) => sum + c.tvl, 0)
    return { ...listAnswer(ranked.slice(0, input.limit).map(protocolItem), source, { total: ranked.length }), totalTvlUsd, meta: { mode: 'list' } }
  },
})
