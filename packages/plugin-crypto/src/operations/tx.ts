import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { formatEther, formatGwei, getAddress } from 'viem'
import { lookupSelector } from '../compute/signatures.ts'
import { rpcChains } from '../shared/params.ts'
import { isoFromSeconds, normalized, sourceOf } from '../shared/result.ts'
import { allRpcUpstreams, nativeSymbol, rpcClient, rpcUpstreams, upstreamFailure } from '../upstreams/rpc.ts'
import { normalizedOutput } from '../shared/output.ts'

export default defineOperation({
  name: 'tx',
  method: 'GET',
  description: 'An EVM transaction by hash from a JSON-RPC node: status (success, reverted, pending), block and time, confirmations, from/to, value, nonce, gas limit and used, effective gas price and fee, type, created contract, log count, and the called function from the embedded signature table.',
  input: v.object({ chain: v.optional(v.picklist(rpcChains), 'ethereum'), hash: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex characters')) }),
  output: normalizedOutput({ hash: 'string', chain: 'string', status: 'string', blockNumber: 'integer?', timestamp: 'string?', confirmations: 'integer', from: 'string', to: 'string?', valueWei: 'string', value: 'string', symbol: 'string', nonce: 'integer', type: 'string', gasLimit: 'string', gasUsed: 'string?', effectiveGasPriceGwei: 'string?', feeWei: 'string?', fee: 'string?', contractCreated: 'string?', logCount: 'integer?', selector: 'string?', method: 'string[]' }),
  price: { usd: 0.0025 },
  upstreams: allRpcUpstreams,
  keywords: ['transaction status', 'did my transaction go through', 'tx receipt', 'transaction fee paid'],
  async handler({ input, upstream, signal }) {
    const definition = rpcUpstreams[input.chain]
    const client = upstream(definition)
    const chain = rpcClient(client, input.chain, 10_000, signal)
    const hash = input.hash.toLowerCase() as `0x${string}`
    try {
      const tx = await chain.getTransaction({ hash }).catch((error) => {
        if ((error as Error).name === 'TransactionNotFoundError') return null
        throw error
      })
      if (!tx) throw createError('NOT_FOUND', `No transaction ${hash} on ${input.chain}`)
      const mined = tx.blockNumber !== null
      const [receipt, block, head] = mined
        ? await Promise.all([chain.getTransactionReceipt({ hash }), chain.getBlock({ blockNumber: tx.blockNumber! }), chain.getBlockNumber({ cacheTime: 0 })])
        : [null, null, null]
      const selector = tx.input && tx.input.length >= 10 ? tx.input.slice(0, 10) : null
      const fee = receipt ? receipt.gasUsed * receipt.effectiveGasPrice : null
      const item = {
        hash,
        chain: input.chain,
        status: receipt ? receipt.status : 'pending',
        blockNumber: tx.blockNumber === null ? null : Number(tx.blockNumber),
        timestamp: block ? isoFromSeconds(Number(block.timestamp)) : null,
        confirmations: head !== null && tx.blockNumber !== null ? Number(head - tx.blockNumber) + 1 : 0,
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        valueWei: tx.value.toString(),
        value: formatEther(tx.value),
        symbol: nativeSymbol[input.chain],
        nonce: tx.nonce,
        type: tx.type,
        gasLimit: tx.gas.toString(),
        gasUsed: receipt ? receipt.gasUsed.toString() : null,
        effectiveGasPriceGwei: receipt ? formatGwei(receipt.effectiveGasPrice) : null,
        feeWei: fee === null ? null : fee.toString(),
        fee: fee === null ? null : formatEther(fee),
        contractCreated: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
        logCount: receipt ? receipt.logs.length : null,
        selector,
        method: selector ? lookupSelector(selector).map((entry) => entry.signature) : [],
      }
      return normalized([item], 1, sourceOf(definition, client.baseUrl))
    } catch (error) {
      return upstreamFailure(error, definition)
    }
  },
})
