import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { satsToBtc } from '../shared/result.ts'
import { mempool, mempoolSchema } from '../upstreams/mempool.ts'

const recent = v.array(v.object({ txid: v.string(), fee: v.number(), vsize: v.number(), value: v.number() }))

export default defineOperation({
  name: 'btc-mempool',
  method: 'GET',
  description: 'State of the Bitcoin mempool from mempool.space: unconfirmed transaction count, total vsize and fees, and the most recent transactions to enter it (optionally only those moving at least minBtc).',
  input: v.object({ minBtc: v.optional(v.pipe(v.number(), v.minValue(0))) }),
  upstreams: [mempool],
  sources: [{ path: '/api/mempool', cacheTtl: '15s' }, { path: '/api/mempool/recent', cacheTtl: '15s' }],
  keywords: ['unconfirmed bitcoin transactions', 'mempool congestion', 'pending btc transactions', 'whale transactions'],
  async handler({ input, upstream }) {
    const client = upstream(mempool)
    const [pool, latest] = await Promise.all([
      client.json('/api/mempool', { schema: mempoolSchema }),
      client.json('/api/mempool/recent', { schema: recent }),
    ])
    const minSat = Math.round((input.minBtc ?? 0) * 1e8)
    const recentTxs = latest.data
      .filter((tx) => tx.value >= minSat)
      .map((tx) => ({ txid: tx.txid, valueSat: tx.value, valueBtc: satsToBtc(tx.value), feeSat: tx.fee, vsize: tx.vsize, feeRate: Math.round((tx.fee / tx.vsize) * 100) / 100 }))
    const item = { txCount: pool.data.count, vsize: pool.data.vsize, totalFeeSat: pool.data.total_fee, totalFeeBtc: satsToBtc(pool.data.total_fee), recent: recentTxs }
    return lookupAnswer(item, sourceOf(mempool, pool.url))
  },
})
