import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { isoFromSeconds, malformed, satsToBtc } from '../shared/result.ts'
import { mempool, mempoolJson } from '../upstreams/mempool.ts'

const tx = v.object({
  txid: v.string(),
  size: v.number(),
  weight: v.number(),
  fee: v.number(),
  vin: v.array(v.object({ is_coinbase: v.boolean(), prevout: v.nullish(v.object({ value: v.number() })) })),
  vout: v.array(v.object({ value: v.number() })),
  status: v.object({ confirmed: v.boolean(), block_height: v.optional(v.number()), block_hash: v.optional(v.string()), block_time: v.optional(v.number()) }),
})

export default defineOperation({
  name: 'btc-tx',
  method: 'GET',
  description: 'A Bitcoin transaction from mempool.space: confirmation status and count, block height and time, fee and fee rate, output value, size, weight, and input and output counts.',
  input: v.object({ txid: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')) }),
  upstreams: [mempool],
  sources: [{ path: '/api/tx/{txid}', cacheTtl: '30s' }, { path: '/api/blocks/tip/height', cacheTtl: '15s' }],
  keywords: ['bitcoin transaction status', 'is my btc transaction confirmed', 'txid lookup'],
  async handler({ input, upstream }) {
    const client = upstream(mempool)
    const { data, url } = await mempoolJson(client, `/api/tx/${input.txid.toLowerCase()}`, tx, 'txid')
    let confirmations = 0
    if (data.status.confirmed && data.status.block_height !== undefined) {
      // Kept 15 seconds: a text that is no height is refused before it is kept.
      const tip = await client.text('/api/blocks/tip/height', { accept: (text) => /^\d+$/.test(String(text).trim()) || 'no tip height' })
      const height = Number(tip.data.trim())
      if (!Number.isInteger(height)) throw malformed(mempool, 'tip height')
      confirmations = height - data.status.block_height + 1
    }
    const outputSat = data.vout.reduce((sum, out) => sum + out.value, 0)
    const coinbase = data.vin.some((input) => input.is_coinbase)
    const vsize = Math.ceil(data.weight / 4)
    const item = {
      txid: data.txid,
      confirmed: data.status.confirmed,
      confirmations,
      blockHeight: data.status.block_height ?? null,
      blockHash: data.status.block_hash ?? null,
      blockTime: isoFromSeconds(data.status.block_time),
      feeSat: data.fee,
      feeRate: Math.round((data.fee / vsize) * 100) / 100,
      outputValueSat: outputSat,
      outputValueBtc: satsToBtc(outputSat),
      size: data.size,
      weight: data.weight,
      vsize,
      inputCount: data.vin.length,
      outputCount: data.vout.length,
      coinbase,
    }
    return lookupAnswer(item, sourceOf(mempool, url))
  },
})
