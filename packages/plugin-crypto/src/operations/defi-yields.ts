import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { filter, limit } from '../shared/params.ts'
import { defillamaYields, yieldPools as pools } from '../upstreams/defillama.ts'

export default defineOperation({
  name: 'defi-yields',
  method: 'GET',
  description: 'DeFi yield pools from DefiLlama filtered by chain, project, symbol, minimum APY and TVL: base and reward APY, TVL, 1d/7d/30d APY trend and forecast, stablecoin flag and impermanent-loss risk.',
  input: v.object({
    chain: filter(40, 'Chain, e.g. Ethereum'),
    project: filter(60, 'Project, e.g. aave-v3'),
    symbol: filter(40, 'Token symbol, e.g. USDC'),
    minApy: v.optional(v.pipe(v.number(), v.minValue(0))),
    minTvlUsd: v.optional(v.pipe(v.number(), v.minValue(0))),
    sort: v.optional(v.picklist(['apy', 'tvl']), 'tvl'),
    limit: limit(100, 20),
  }),
  upstreams: [defillamaYields],
  sources: [{ path: '/pools', cacheTtl: '10min' }],
  keywords: ['best apy', 'stablecoin yield', 'farming pools', 'where to earn yield'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(defillamaYields).json('/pools', { schema: pools })
    const chain = input.chain?.toLowerCase()
    const project = input.project?.toLowerCase()
    const symbol = input.symbol?.toUpperCase()
    const matches = data.data.filter((pool) =>
      (!chain || pool.chain.toLowerCase() === chain)
      && (!project || pool.project.toLowerCase() === project)
      && (!symbol || pool.symbol.toUpperCase().split('-').includes(symbol) || pool.symbol.toUpperCase() === symbol)
      && (input.minApy === undefined || (pool.apy ?? 0) >= input.minApy)
      && (input.minTvlUsd === undefined || pool.tvlUsd >= input.minTvlUsd))
    matches.sort((a, b) => input.sort === 'apy' ? (b.apy ?? 0) - (a.apy ?? 0) : b.tvlUsd - a.tvlUsd)
    const items = matches.slice(0, input.limit).map((pool) => ({
      pool: pool.pool,
      chain: pool.chain,
      project: pool.project,
      symbol: pool.symbol,
      poolMeta: pool.poolMeta,
      tvlUsd: pool.tvlUsd,
      apy: pool.apy,
      apyBase: pool.apyBase,
      apyReward: pool.apyReward,
      apyMean30d: pool.apyMean30d,
      trend: { apyChange1d: pool.apyPct1D, apyChange7d: pool.apyPct7D, apyChange30d: pool.apyPct30D, forecast: pool.predictions?.predictedClass ?? null, forecastProbability: pool.predictions?.predictedProbability ?? null },
      stablecoin: pool.stablecoin,
      ilRisk: pool.ilRisk,
      exposure: pool.exposure,
      rewardTokens: pool.rewardTokens ?? [],
      underlyingTokens: pool.underlyingTokens ?? [],
    }))
    return listAnswer(items, sourceOf(defillamaYields, url), { total: matches.length })
  },
})
