import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { formatUnits, getAddress, type Address } from 'viem'
import { erc20Abi } from '../shared/erc.ts'
import { evmAddress, rpcChains } from '../shared/params.ts'
import { normalized, sourceOf } from '../shared/result.ts'
import { tokenDecimals, tokenText } from '../shared/token-read.ts'
import { allRpcUpstreams, nativeSymbol, orNull, rpcClient, rpcUpstreams, upstreamFailure } from '../upstreams/rpc.ts'

const tokenList = v.pipe(
  v.string(),
  v.maxLength(900),
  v.transform((list) => [...new Set(list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))]),
  v.check((list) => list.length <= 20, 'must list at most 20 token contracts'),
  v.check((list) => list.every((entry) => /^0x[0-9a-f]{40}$/.test(entry)), 'must be comma-separated contract addresses (0x + 40 hex)'),
)

export default defineOperation({
  name: 'balances',
  method: 'GET',
  description: 'Native and ERC-20 token balances of an address on an EVM chain (Base, Ethereum, Polygon, Arbitrum, Optimism) read from a JSON-RPC node: native balance, and per token its symbol, decimals, raw and formatted balance.',
  input: v.object({ address: evmAddress, chain: v.optional(v.picklist(rpcChains), 'base'), tokens: v.optional(tokenList, '') }),
  price: { usd: 0.0036 },
  upstreams: allRpcUpstreams,
  keywords: ['wallet balance', 'how much eth', 'usdc balance of address', 'erc20 balance'],
  async handler({ input, upstream, signal }) {
    const definition = rpcUpstreams[input.chain]
    const client = upstream(definition)
    const chain = rpcClient(client, input.chain, 15_000, signal)
    const owner = getAddress(input.address.toLowerCase())
    const [native, tokens] = await Promise.all([
      chain.getBalance({ address: owner }).catch((error) => upstreamFailure(error, definition)),
      Promise.all(input.tokens.map(async (contract) => {
        const address = getAddress(contract) as Address
        const [balance, decimals, symbol] = await Promise.all([
          orNull(chain.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }), definition),
          tokenDecimals(chain, address, definition),
          tokenText(chain, address, 'symbol', definition),
        ])
        if (balance === null) return { contract: address, symbol, decimals, raw: null, formatted: null, error: 'balanceOf reverted or returned nothing: not an ERC-20 token on this chain' }
        return { contract: address, symbol, decimals, raw: balance.toString(), formatted: decimals === null ? null : formatUnits(balance, decimals), error: null }
      })),
    ])
    const item = {
      address: owner,
      chain: input.chain,
      native: { symbol: nativeSymbol[input.chain], decimals: 18, raw: native.toString(), formatted: formatUnits(native, 18) },
      tokens,
    }
    return normalized([item], 1, sourceOf(definition, client.baseUrl))
  },
})
