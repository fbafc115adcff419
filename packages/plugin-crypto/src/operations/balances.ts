import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { evmAddress, rpcChains } from '../shared/params.ts'
import { allRpcUpstreams, rpcSource } from '../upstreams/rpc.ts'

const tokenList = v.pipe(
  v.string(),
  v.maxLength(900),
  v.transform((list) => [...new Set(list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))]),
  v.check((list) => list.length <= 20, 'must list at most 20 token contracts'),
  v.check((list) => list.every((entry) => /^0x[0-9a-f]{40}$/.test(entry)), 'must be comma-separated contract addresses (0x + 40 hex)'),
)

const input = v.object({ address: evmAddress, chain: v.optional(v.picklist(rpcChains), 'base'), tokens: v.optional(tokenList, '') })
export type BalancesInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'balances',
  method: 'GET',
  description: 'Native and ERC-20 token balances of an address on an EVM chain (Base, Ethereum, Polygon, Arbitrum, Optimism) read from a JSON-RPC node: native balance, and per token its symbol, decimals, raw and formatted balance.',
  input,
  upstreams: allRpcUpstreams,
  sources: [rpcSource('`eth_getBalance`, ERC-20 `balanceOf`/`decimals`/`symbol` via `eth_call`', '15s')],
  keywords: ['wallet balance', 'how much eth', 'usdc balance of address', 'erc20 balance'],
  handler: lazyHandler<BalancesInput>(() => import('../handlers/balances.ts')),
})
