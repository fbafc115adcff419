import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { evmAddress } from '../shared/params.ts'
import { accountListParams, checkAccountList } from '../shared/account-list.ts'
import { etherscan } from '../upstreams/etherscan.ts'
import { normalizedOutput } from '../shared/output.ts'

const input = v.object({
  address: evmAddress,
  standard: v.optional(v.pipe(v.picklist(['erc20', 'erc721', 'erc1155']), v.description('Token standard of the transfers')), 'erc20'),
  contractAddress: v.optional(v.pipe(evmAddress, v.description('Only transfers of this token contract'))),
  ...accountListParams,
})
export type TokenTransfersInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'token-transfers',
  method: 'GET',
  description: 'Token transfers to and from an EVM address from the block explorer (Etherscan V2, by chainId): ERC-20 (default), ERC-721 or ERC-1155, optionally of one token contract, newest first: hash, block, time, direction, counterparty, token, amount (raw and formatted) or token id.',
  input,
  output: normalizedOutput({ hash: 'string', blockNumber: 'integer', timestamp: 'string', direction: 'string', from: 'string', to: 'string', token: { contract: 'string', name: 'string', symbol: 'string', decimals: 'integer?' }, tokenId: 'string?', amountRaw: 'string', amount: 'string' }, { chainId: 'integer', standard: 'string', page: 'integer', offset: 'integer' }),
  upstreams: [etherscan],
  sources: [{ path: '/v2/api', about: 'Etherscan V2 `GET /v2/api?module=account&action=tokentx` (`tokennfttx`, `token1155tx` for NFTs)', cacheTtl: '30s' }],
  keywords: ['erc20 transfers', 'token transfer history', 'nft transfers of wallet', 'usdc received'],
  // Blocks in the wrong order, or a page past the rows Etherscan serves, can only fail: the 400 comes before any 402.
  check: checkAccountList,
  handler: lazyHandler<TokenTransfersInput>(() => import('../handlers/token-transfers.ts')),
})
