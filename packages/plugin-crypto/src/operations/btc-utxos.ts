import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { isoFromSeconds, satsToBtc } from '../shared/result.ts'
import { btcAddress, mempool, mempoolJson } from '../upstreams/mempool.ts'

const utxos = v.array(v.object({
  txid: v.string(),
  vout: v.number(),
  value: v.number(),
  status: v.object({ confirmed: v.boolean(), block_height: v.optional(v.number()), block_time: v.optional(v.number()) }),
}))

export default defineOperation({
  name: 'btc-utxos',
  method: 'GET',
  description: 'Unspent outputs (UTXOs) of a Bitcoin address from mempool.space, largest first: txid, output index, value, confirmation status and block height.',
  input: v.object({ address: btcAddress, limit: limit(500, 100) }),
  upstreams: [mempool],
  sources: [{ path: '/api/address/{address}/utxo', cacheTtl: '1min' }],
  keywords: ['bitcoin utxo', 'unspent outputs', 'coin selection'],
  async handler({ input, upstream }) {
    const { data, url } = await mempoolJson(upstream(mempool), `/api/address/${input.address}/utxo`, utxos, 'address')
    const items = [...data]
      .sort((a, b) => b.value - a.value)
      .slice(0, input.limit)
      .map((utxo) => ({
        txid: utxo.txid,
        vout: utxo.vout,
        valueSat: utxo.value,
        valueBtc: satsToBtc(utxo.value),
        confirmed: utxo.status.confirmed,
        blockHeight: utxo.status.block_height ?? null,
        blockTime: isoFromSeconds(utxo.status.block_time),
      }))
    return listAnswer(items, sourceOf(mempool, url), { total: data.length })
  },
})
