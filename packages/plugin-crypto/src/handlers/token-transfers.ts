import { listAnswer, type OperationHandler, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { formatUnits } from 'viem'
import { isoFromSeconds } from '../shared/result.ts'
import { etherscan, etherscanCall } from '../upstreams/etherscan.ts'
import type { TokenTransfersInput } from '../operations/token-transfers.ts'

const s = v.string()
const transfers = v.array(v.object({
  blockNumber: s, timeStamp: s, hash: s, from: s, to: s, contractAddress: s, tokenName: s, tokenSymbol: s,
  tokenDecimal: v.optional(s), value: v.optional(s), tokenID: v.optional(s), tokenValue: v.optional(s),
}))
const actions = { erc20: 'tokentx', erc721: 'tokennfttx', erc1155: 'token1155tx' } as const

/** crypto.token-transfers: loaded on its first call, since it formats token amounts with viem. */
const handler: OperationHandler<TokenTransfersInput> = async ({ input, upstream }) => {
  const { data, url } = await etherscanCall(upstream(etherscan), {
    chainid: input.chainId, module: 'account', action: actions[input.standard], address: input.address, contractaddress: input.contractAddress,
    startblock: input.startBlock, endblock: input.endBlock, page: input.page, offset: input.offset, sort: input.sort,
  }, transfers, /no transactions found/i)
  const self = input.address.toLowerCase()
  const items = data.map((tx) => {
    const decimals = tx.tokenDecimal ? Number(tx.tokenDecimal) : 0
    const raw = input.standard === 'erc1155' ? (tx.tokenValue ?? '1') : input.standard === 'erc721' ? '1' : (tx.value ?? '0')
    const from = tx.from.toLowerCase()
    const to = tx.to.toLowerCase()
    return {
      hash: tx.hash,
      blockNumber: Number(tx.blockNumber),
      timestamp: isoFromSeconds(Number(tx.timeStamp)),
      direction: from === self && to === self ? 'self' : from === self ? 'out' : 'in',
      from: tx.from,
      to: tx.to,
      token: { contract: tx.contractAddress, name: tx.tokenName, symbol: tx.tokenSymbol, decimals: input.standard === 'erc20' ? decimals : null },
      tokenId: tx.tokenID ?? null,
      amountRaw: raw,
      amount: input.standard === 'erc20' ? formatUnits(BigInt(raw), decimals) : raw,
    }
  })
  return { ...listAnswer(items, sourceOf(etherscan, url), { total: null }), chainId: input.chainId, standard: input.standard, page: input.page, offset: input.offset }
}
export default handler
