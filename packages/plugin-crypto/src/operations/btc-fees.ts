import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { mempool, mempoolSchema } from '../upstreams/mempool.ts'

const recommended = v.object({ fastestFee: v.number(), halfHourFee: v.number(), hourFee: v.number(), economyFee: v.number(), minimumFee: v.number() })

export default defineOperation({
  name: 'btc-fees',
  method: 'GET',
  description: 'Recommended Bitcoin fee rates in sat/vB (fastest, half-hour, hour, economy, minimum) from mempool.space, with the current mempool size.',
  input: v.object({}),
  upstreams: [mempool],
  sources: [{ path: '/api/v1/fees/recommended', cacheTtl: '30s' }, { path: '/api/mempool', cacheTtl: '30s' }],
  keywords: ['bitcoin fee estimate', 'sat per vbyte', 'btc transaction fee now'],
  async handler({ upstream }) {
    const client = upstream(mempool)
    const [fees, pool] = await Promise.all([
      client.json('/api/v1/fees/recommended', { schema: recommended }),
      client.json('/api/mempool', { schema: mempoolSchema }),
    ])
    const f = fees.data
    const item = {
      unit: 'sat/vB',
      fastest: f.fastestFee,
      halfHour: f.halfHourFee,
      hour: f.hourFee,
      economy: f.economyFee,
      minimum: f.minimumFee,
      mempool: { txCount: pool.data.count, vsize: pool.data.vsize, totalFeeSat: pool.data.total_fee },
    }
    return lookupAnswer(item, sourceOf(mempool, fees.url))
  },
})
