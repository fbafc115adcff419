import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit, text } from '../shared/params.ts'
import { dailyPoints, defillama, llamaLookup } from '../upstreams/defillama.ts'

const series = v.array(v.object({ date: v.number(), tvl: v.number() }))

export default defineOperation({
  name: 'chain-tvl-history',
  method: 'GET',
  description: 'Daily DeFi total value locked of one blockchain (DefiLlama), the most recent days, oldest first: points {date, tvlUsd}.',
  input: v.object({ chain: text(1, 40), limit: limit(1000, 90) }),
  upstreams: [defillama],
  sources: [{ path: '/v2/historicalChainTvl/{chain}', cacheTtl: '1h' }],
  keywords: ['tvl history', 'chain tvl chart', 'defi growth over time'],
  async handler({ input, upstream }) {
    const { data, url } = await llamaLookup(upstream(defillama), `/v2/historicalChainTvl/${encodeURIComponent(input.chain)}`, series, `chain "${input.chain}"`)
    const points = dailyPoints(data.map((point) => ({ date: point.date, value: point.tvl })))
    return { ...listAnswer(points.slice(-input.limit), sourceOf(defillama, url), { total: points.length }), chain: input.chain }
  },
})
