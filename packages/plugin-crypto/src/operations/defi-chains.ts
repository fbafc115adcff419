import { oneCallList } from '../shared/one-call-list.ts'
import { chainsSchema, defillama } from '../upstreams/defillama.ts'

export default oneCallList({
  name: 'defi-chains',
  description: 'Blockchains ranked by DeFi total value locked (DefiLlama), with their native token symbol and EVM chain id.',
  keywords: ['tvl by chain', 'largest blockchains defi', 'chain ranking'],
  upstream: defillama,
  path: '/v2/chains',
  cacheTtl: '10min',
  limit: { max: 200, byDefault: 50 },
  schema: chainsSchema,
  items: (data, limit) =>
    [...data]
      .sort((a, b) => b.tvl - a.tvl)
      .slice(0, limit)
      .map((chain, index) => ({
        rank: index + 1,
        name: chain.name,
        tvlUsd: chain.tvl,
        tokenSymbol: chain.tokenSymbol,
        chainId: chain.chainId === null ? null : Number(chain.chainId),
        geckoId: chain.gecko_id,
      })),
  total: (data) => data.length,
})
