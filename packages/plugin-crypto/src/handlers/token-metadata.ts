import { createError, lookupAnswer, type OperationHandler, sourceOf } from '@svc/core'
import { formatUnits, getAddress } from 'viem'
import { erc20Abi, interfaceIds, nftAbi } from '../shared/erc.ts'
import { tokenDecimals, tokenText } from '../shared/token-read.ts'
import { rpcUpstreams } from '../upstreams/rpc.ts'
import { orNull, rpcClient, upstreamFailure } from '../upstreams/rpc-client.ts'
import type { TokenMetadataInput } from '../operations/token-metadata.ts'

/** crypto.token-metadata: loaded on its first call, since it reads the contract through a viem client. */
const handler: OperationHandler<TokenMetadataInput> = async ({ input, upstream }) => {
  const definition = rpcUpstreams[input.chain]
  const client = upstream(definition)
  const chain = rpcClient(client, input.chain)
  const address = getAddress(input.address.toLowerCase())
  const code = await chain.getCode({ address }).catch((error) => upstreamFailure(error, definition))
  if (!code || code === '0x') throw createError('NOT_FOUND', `No contract at ${address} on ${input.chain}`)
  const supports = (id: `0x${string}`) => orNull(chain.readContract({ address, abi: nftAbi, functionName: 'supportsInterface', args: [id] }), definition)
  const [name, symbol, decimals, totalSupply, is721, is1155] = await Promise.all([
    tokenText(chain, address, 'name', definition),
    tokenText(chain, address, 'symbol', definition),
    tokenDecimals(chain, address, definition),
    orNull(chain.readContract({ address, abi: erc20Abi, functionName: 'totalSupply' }), definition),
    supports(interfaceIds.erc721),
    supports(interfaceIds.erc1155),
  ])
  const standard = is721 ? 'erc721' : is1155 ? 'erc1155' : decimals !== null && totalSupply !== null ? 'erc20' : null
  const item = {
    chain: input.chain,
    address,
    standard,
    name,
    symbol,
    decimals,
    totalSupplyRaw: totalSupply === null ? null : totalSupply.toString(),
    totalSupply: totalSupply === null ? null : formatUnits(totalSupply, decimals ?? 0),
  }
  return lookupAnswer(item, sourceOf(definition, client.baseUrl))
}
export default handler
