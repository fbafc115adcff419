import { listAnswer, type OperationHandler, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { formatEther } from 'viem'
import { isoFromSeconds } from '../shared/result.ts'
import { etherscan, etherscanCall } from '../upstreams/etherscan.ts'
import type { AddressHistoryInput } from '../operations/address-history.ts'

const s = v.string()
const txs = v.array(v.object({ blockNumber: s, timeStamp: s, hash: s, from: s, to: s, value: s, gasUsed: s, gasPrice: s, isError: s, contractAddress: s, methodId: v.optional(s), functionName: v.optional(s), nonce: s }))

/** crypto.address-history: loaded on its first call, since it formats wei with viem. */
const handler: OperationHandler<AddressHistoryInput> = async ({ input, upstream }) => {
  const { data, url } = await etherscanCall(upstream(etherscan), {
    chainid: input.chainId, module: 'account', action: 'txlist', address: input.address, startblock: input.startBlock, endblock: input.endBlock,
    page: input.page, offset: input.offset, sort: input.sort,
  }, txs, /no transactions found/i)
  const items = data.map((tx) => ({
    hash: tx.hash,
    blockNumber: Number(tx.blockNumber),
    timestamp: isoFromSeconds(Number(tx.timeStamp)),
    from: tx.from,
    to: tx.to || null,
    valueWei: tx.value,
    valueEth: formatEther(BigInt(tx.value)),
    gasUsed: Number(tx.gasUsed),
    gasPriceWei: tx.gasPrice,
    methodId: tx.methodId && tx.methodId !== '0x' ? tx.methodId : null,
    methodName: tx.functionName ? tx.functionName.slice(0, tx.functionName.indexOf('(')) || null : null,
    functionSignature: tx.functionName || null,
    isError: tx.isError === '1',
    contractCreated: tx.contractAddress || null,
    nonce: Number(tx.nonce),
  }))
  return { ...listAnswer(items, sourceOf(etherscan, url), { total: null }), chainId: input.chainId, page: input.page, offset: input.offset }
}
export default handler
