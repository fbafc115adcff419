import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { dailyPoints, defillama, llamaLookup } from '../upstreams/defillama.ts'
import { currentChainName, renameChainKeys } from '../upstreams/defillama-chains.ts'

/** `GET /protocol/{slug}` (craftProtocolV2): old chain names, renamed; `tvl` ends with the latest hourly record. */
const protocol = v.pipe(
  v.object({
    name: v.string(),
    chains: v.optional(v.array(v.string()), []),
    tvl: v.array(v.object({ date: v.number(), totalLiquidityUSD: v.number() })),
    currentChainTvls: v.optional(v.record(v.string(), v.number()), {}),
  }),
  v.transform((row) => ({ ...row, chains: row.chains.map(currentChainName), currentChainTvls: renameChainKeys(row.currentChainTvls) })),
)

export default defineOperation({
  name: 'defi-protocol-history',
  method: 'GET',
  description: 'Daily total value locked of one DeFi protocol by DefiLlama slug, the most recent days, oldest first: points {date, tvlUsd}, with the protocol\'s chains and current TVL per chain.',
  input: v.object({ slug: v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.regex(/^[a-z0-9][a-z0-9.-]*$/i, 'must be a DefiLlama slug such as aave or uniswap-v3')), limit: limit(1000, 90) }),
  upstreams: [defillama],
  sources: [{ path: '/protocol/{slug}', cacheTtl: '1h' }],
  keywords: ['protocol tvl history', 'aave tvl chart', 'defi protocol growth'],
  async handler({ input, upstream }) {
    const slug = input.slug.toLowerCase()
    const { data, url } = await llamaLookup(upstream(defillama), `/protocol/${slug}`, protocol, `protocol "${slug}"`)
    const points = dailyPoints(data.tvl.map((point) => ({ date: point.date, value: point.totalLiquidityUSD })))
    // currentChainTvls also carries pseudo-chains such as "borrowed" and "Ethereum-staking"; keep real chains only.
    const currentTvlByChain = Object.fromEntries(Object.entries(data.currentChainTvls).filter(([chain]) => data.chains.includes(chain)))
    return { ...listAnswer(points.slice(-input.limit), sourceOf(defillama, url), { total: points.length }), protocol: data.name, slug, chains: data.chains, currentTvlByChain }
  },
})
