import { createError, defineUpstream, invalidField, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/**
 * mempool.space's Esplora-style REST API (or a self-hosted mempool instance); no key. Its limits are not
 * published ("if you have to ask then you will hit them": mempool/mempool discussion 752); heavy use belongs on
 * a self-hosted instance (set upstreams.mempool.baseUrl).
 */
export const mempool = defineUpstream({
  id: 'mempool',
  name: 'mempool.space',
  baseUrl: 'https://mempool.space',
  docsUrl: 'https://mempool.space/docs/api/rest',
  terms: { url: 'https://mempool.space/terms-of-service', commercial: { use: 'allowed', note: 'its Terms of Service (2024-07-10, which cover the API services) set no condition on using the data: they disclaim warranty and liability and govern advertising links and the paid Accelerator only; the data is the public Bitcoin chain\'s' } },
  license: 'mempool.space API terms of use',
  concurrency: 4,
})

/** Bitcoin address as mempool.space accepts it (legacy, P2SH, bech32/bech32m). */
export const btcAddress = v.pipe(v.string(), v.minLength(20), v.maxLength(100), v.regex(/^[a-zA-Z0-9]+$/, 'must be letters and digits only'))

const stats = v.object({ funded_txo_count: v.number(), funded_txo_sum: v.number(), spent_txo_count: v.number(), spent_txo_sum: v.number(), tx_count: v.number() })
export const addressSchema = v.object({ address: v.string(), chain_stats: stats, mempool_stats: stats })
export const mempoolSchema = v.object({ count: v.number(), vsize: v.number(), total_fee: v.number() })

/**
 * GET a JSON path; mempool.space answers a bad address or txid with a plain-text 400
 * ("Invalid Bitcoin address"), which is the caller's fault, and 404 for an unknown txid.
 */
export async function mempoolJson<S extends v.GenericSchema>(client: UpstreamClient, path: string, schema: S, field: string) {
  const response = await client.json(path, { schema, acceptStatus: [400, 404] })
  if (response.status === 404) throw createError('NOT_FOUND', `mempool.space has no ${field} ${path.split('/')[3] ?? ''}`.trim())
  if (response.status === 400) {
    const message = String(response.data).slice(0, 200)
    if (/too many/i.test(message)) throw createError('RESULT_TOO_LARGE', `mempool.space: ${message}`)
    throw invalidField(field, `${message || 'rejected by mempool.space'}`)
  }
  return response as { data: v.InferOutput<S>; url: string }
}
