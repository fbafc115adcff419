import { lookupAnswer, sourceOf } from '@svc/core'
import type { OperationHandler } from '@svc/core'
import { formatUnits, getAddress, type Address } from 'viem'
import { erc20Abi } from '../shared/erc.ts'
import { tokenDecimals, tokenText } from '../shared/token-read.ts'
import { nativeSymbol, rpcUpstreams } from '../upstreams/rpc.ts'
import { orNull, rpcClient, upstreamFailure } from '../upstreams/rpc-client.ts'
import type { BalancesInput } from '../operations/balances.ts'

/** crypto.balances: loaded on its first call, since it reads the chain through a viem client. */
const handler: OperationHandler<BalancesInput> = async ({ input, upstream }) => {
  const definition = rpcUpstreams[input.chain]
  const client = upstream(definition)
  const chain = rpcClient(client, input.chain)
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
  return lookupAnswer(item, sourceOf(definition, client.baseUrl))
}
export default handler
