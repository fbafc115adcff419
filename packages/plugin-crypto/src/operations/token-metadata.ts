import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { evmAddress, rpcChains } from '../shared/params.ts'
import { allRpcUpstreams, rpcSource } from '../upstreams/rpc.ts'
import { normalizedOutput } from '../shared/output.ts'

const input = v.object({ chain: v.optional(v.picklist(rpcChains), 'ethereum'), address: evmAddress })
export type TokenMetadataInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'token-metadata',
  method: 'GET',
  description: 'On-chain metadata of a token contract read from a JSON-RPC node: standard (ERC-20, ERC-721 or ERC-1155 by ERC-165), name, symbol, decimals and total supply (raw and formatted).',
  input,
  output: normalizedOutput({ chain: 'string', address: 'string', standard: 'string?', name: 'string?', symbol: 'string?', decimals: 'integer?', totalSupplyRaw: 'string?', totalSupply: 'string?' }),
  upstreams: allRpcUpstreams,
  sources: [rpcSource('`eth_getCode`, ERC-20 and ERC-165 `eth_call`', '5min')],
  keywords: ['token decimals', 'token symbol', 'erc20 metadata', 'total supply of token'],
  handler: lazyHandler<TokenMetadataInput>(() => import('../handlers/token-metadata.ts')),
})
