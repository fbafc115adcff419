import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { satsToBtc } from '../shared/result.ts'
import { addressSchema, btcAddress, mempool, mempoolJson } from '../upstreams/mempool.ts'

export default defineOperation({
  name: 'btc-address',
  method: 'GET',
  description: 'Bitcoin address summary from mempool.space: confirmed balance, total received and sent, transaction count, funded and spent output counts, and pending (mempool) balance and count.',
  input: v.object({ address: btcAddress }),
  upstreams: [mempool],
  sources: [{ path: '/api/address/{address}', cacheTtl: '1min' }],
  keywords: ['bitcoin balance', 'btc wallet balance', 'how much bitcoin does this address hold'],
  async handler({ input, upstream }) {
    const { data, url } = await mempoolJson(upstream(mempool), `/api/address/${input.address}`, addressSchema, 'address')
    const chain = data.chain_stats
    const pool = data.mempool_stats
    const confirmed = chain.funded_txo_sum - chain.spent_txo_sum
    const pending = pool.funded_txo_sum - pool.spent_txo_sum
    const item = {
      address: data.address,
      confirmedBalanceSat: confirmed,
      confirmedBalanceBtc: satsToBtc(confirmed),
      totalReceivedSat: chain.funded_txo_sum,
      totalSentSat: chain.spent_txo_sum,
      txCount: chain.tx_count,
      fundedOutputCount: chain.funded_txo_count,
      spentOutputCount: chain.spent_txo_count,
      pendingBalanceSat: pending,
      pendingBalanceBtc: satsToBtc(pending),
      pendingTxCount: pool.tx_count,
    }
    return lookupAnswer(item, sourceOf(mempool, url))
  },
})
