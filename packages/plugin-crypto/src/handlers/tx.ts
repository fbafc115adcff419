import { createError, lookupAnswer, type OperationHandler, sourceOf } from '@svc/core'
import { formatEther, formatGwei, getAddress } from 'viem'
import { lookupSelector } from '../compute/signatures.ts'
import { isoFromSeconds } from '../shared/result.ts'
import { nativeSymbol, rpcUpstreams } from '../upstreams/rpc.ts'
import { rpcClient, upstreamFailure } from '../upstreams/rpc-client.ts'
import type { TxInput } from '../operations/tx.ts'

/** crypto.tx: loaded on its first call, since it reads the chain through a viem client. */
const handler: OperationHandler<TxInput> = async ({ input, upstream }) => {
  const definition = rpcUpstreams[input.chain]
  const client = upstream(definition)
  const chain = rpcClient(client, input.chain)
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
    return lookupAnswer(item, sourceOf(definition, client.baseUrl))
  } catch (error) {
    return upstreamFailure(error, definition)
  }
}
export default handler
