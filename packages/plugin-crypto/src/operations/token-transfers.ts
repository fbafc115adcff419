import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { formatUnits } from 'viem'
import { evmAddress } from '../shared/params.ts'
import { isoFromSeconds, normalized, sourceOf } from '../shared/result.ts'
import { accountListParams, etherscan, etherscanCall } from '../upstreams/etherscan.ts'
import { normalizedOutput } from '../shared/output.ts'

const s = v.string()
const transfers = v.array(v.object({
  blockNumber: s, timeStamp: s, hash: s, from: s, to: s, contractAddress: s, tokenName: s, tokenSymbol: s,
  tokenDecimal: v.optional(s), value: v.optional(s), tokenID: v.optional(s), tokenValue: v.optional(s),
}))
const actions = { erc20: 'tokentx', erc721: 'tokennfttx', erc1155: 'token1155tx' } as const

export default defineOperation({
  name: 'token-transfers',
  method: 'GET',
  description: 'Token transfers to and from an EVM address from the block explorer (Etherscan V2, by chainId): ERC-20 (default), ERC-721 or ERC-1155, optionally of one token contract, newest first: hash, block, time, direction, counterparty, token, amount (raw and formatted) or token id.',
  input: v.object({
    address: evmAddress,
    standard: v.optional(v.pipe(v.picklist(['erc20', 'erc721', 'erc1155']), v.description('Token standard of the transfers')), 'erc20'),
    contractAddress: v.optional(v.pipe(evmAddress, v.description('Only transfers of this token contract'))),
    ...accountListParams,
  }),
  output: normalizedOutput({ hash: 'string', blockNumber: 'integer', timestamp: 'string', direction: 'string', from: 'string', to: 'string', token: { contract: 'string', name: 'string', symbol: 'string', decimals: 'integer?' }, tokenId: 'string?', amountRaw: 'string', amount: 'string' }, { chainId: 'integer', standard: 'string', page: 'integer', offset: 'integer' }),
  price: { usd: 0.0036 },
  upstreams: [etherscan],
  keywords: ['erc20 transfers', 'token transfer history', 'nft transfers of wallet', 'usdc received'],
  async handler({ input, upstream, signal }) {
    if (input.startBlock !== undefined && input.endBlock !== undefined && input.endBlock < input.startBlock) {
      throw createError('INVALID_INPUT', 'endBlock: must not be below startBlock', { details: { field: 'endBlock' } })
    }
    const { data, url } = await etherscanCall(upstream(etherscan), {
      chainid: input.chainId, module: 'account', action: actions[input.standard], address: input.address, contractaddress: input.contractAddress,
      startblock: input.startBlock, endblock: input.endBlock, page: input.page, offset: input.offset, sort: input.sort,
    }, transfers, 30_000, signal, /no transactions found/i)
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
    return normalized(items, null, sourceOf(etherscan, url), { chainId: input.chainId, standard: input.standard, page: input.page, offset: input.offset })
  },
})
