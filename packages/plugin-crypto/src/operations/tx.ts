import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { rpcChains } from '../shared/params.ts'
import { allRpcUpstreams, rpcSource } from '../upstreams/rpc.ts'
import { normalizedOutput } from '../shared/output.ts'

const input = v.object({ chain: v.optional(v.picklist(rpcChains), 'ethereum'), hash: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex characters')) })
export type TxInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'tx',
  method: 'GET',
  description: 'An EVM transaction by hash from a JSON-RPC node: status (success, reverted, pending), block and time, confirmations, from/to, value, nonce, gas limit and used, effective gas price and fee, type, created contract, log count, and the called function from the embedded signature table.',
  input,
  output: normalizedOutput({ hash: 'string', chain: 'string', status: 'string', blockNumber: 'integer?', timestamp: 'string?', confirmations: 'integer', from: 'string', to: 'string?', valueWei: 'string', value: 'string', symbol: 'string', nonce: 'integer', type: 'string', gasLimit: 'string', gasUsed: 'string?', effectiveGasPriceGwei: 'string?', feeWei: 'string?', fee: 'string?', contractCreated: 'string?', logCount: 'integer?', selector: 'string?', method: 'string[]' }),
  upstreams: allRpcUpstreams,
  sources: [rpcSource('`eth_getTransactionByHash`, `eth_getTransactionReceipt`, `eth_getBlockByNumber`', '10s')],
  keywords: ['transaction status', 'did my transaction go through', 'tx receipt', 'transaction fee paid'],
  handler: lazyHandler<TxInput>(() => import('../handlers/tx.ts')),
})
