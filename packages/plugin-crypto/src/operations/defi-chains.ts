import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { chainsSchema, defillama } from '../upstreams/defillama.ts'

export default defineOperation({
  name: 'defi-chains',
  method: 'GET',
  description: 'Blockchains ranked by DeFi total value locked (DefiLlama), with their native token symbol and EVM chain id.',
  input: v.object({ limit: limit(200, 50) }),
  upstreams: [defillama],
  sources: [{ path: '/v2/chains', cacheTtl: '10min' }],
  keywords: ['tvl by chain', 'largest blockchains defi', 'chain ranking'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(defillama).json('/v2/chains', { schema: chainsSchema })
    const items = [...data]
      .sort((a, b) => b.tvl - a.tvl)
      .slice(0, input.limit)
      .map((chain, index) => ({
        rank: index + 1,
        name: chain.name,
        tvlUsd: chain.tvl,
        tokenSymbol: chain.tokenSymbol,
        chainId: chain.chainId === null ? null : Number(chain.chainId),
        geckoId: chain.gecko_id,
      }))
    return listAnswer(items, sourceOf(defillama, url), { total: data.length })
  },
})
