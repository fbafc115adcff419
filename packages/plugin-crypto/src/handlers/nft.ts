import { createError, lookupAnswer, type OperationHandler, sourceOf } from '@svc/core'
import { getAddress } from 'viem'
import { interfaceIds, nftAbi } from '../shared/erc.ts'
import { httpUrl, normalizeMetadata, readMetadata } from '../shared/nft-metadata.ts'
import { ipfsGateway } from '../upstreams/ipfs.ts'
import { rpcUpstreams } from '../upstreams/rpc.ts'
import { orNull, rpcClient, upstreamFailure } from '../upstreams/rpc-client.ts'
import type { NftInput } from '../operations/nft.ts'

/** crypto.nft: loaded on its first call, since it reads the contract through a viem client. */
const handler: OperationHandler<NftInput> = async ({ input, upstream, signal }) => {
  const definition = rpcUpstreams[input.chain]
  const client = upstream(definition)
  const chain = rpcClient(client, input.chain)
  const address = getAddress(input.contract.toLowerCase())
  const id = BigInt(input.tokenId)
  const read = <T>(call: Promise<T>) => orNull(call, definition)
  const [is721, is1155, name, symbol] = await Promise.all([
    read(chain.readContract({ address, abi: nftAbi, functionName: 'supportsInterface', args: [interfaceIds.erc721] })),
    read(chain.readContract({ address, abi: nftAbi, functionName: 'supportsInterface', args: [interfaceIds.erc1155] })),
    read(chain.readContract({ address, abi: nftAbi, functionName: 'name' })),
    read(chain.readContract({ address, abi: nftAbi, functionName: 'symbol' })),
  ]).catch((error) => upstreamFailure(error, definition))
  let standard: 'erc721' | 'erc1155'
  let owner: string | null = null
  let tokenUri: string | null
  if (is1155 && !is721) {
    standard = 'erc1155'
    const template = await read(chain.readContract({ address, abi: nftAbi, functionName: 'uri', args: [id] }))
    tokenUri = template ? template.replace(/\{id\}/g, id.toString(16).padStart(64, '0')) : null
  } else {
    standard = 'erc721'
    owner = await read(chain.readContract({ address, abi: nftAbi, functionName: 'ownerOf', args: [id] }))
    if (!owner) {
      if (is721) throw createError('NOT_FOUND', `Token ${input.tokenId} does not exist in ${address} on ${input.chain}`)
      throw createError('NOT_FOUND', `${address} on ${input.chain} is not an ERC-721 or ERC-1155 contract`)
    }
    tokenUri = await read(chain.readContract({ address, abi: nftAbi, functionName: 'tokenURI', args: [id] }))
  }
  const gateway = upstream(ipfsGateway)
  let metadata = null
  let metadataError: string | null = null
  if (input.metadata && tokenUri) {
    try {
      metadata = normalizeMetadata(await readMetadata(tokenUri, gateway, signal), gateway.baseUrl)
    } catch (error) {
      metadataError = error instanceof Error ? error.message.slice(0, 200) : 'metadata could not be read'
    }
  }
  const item = {
    chain: input.chain,
    contract: address,
    tokenId: input.tokenId,
    standard,
    owner: owner ? getAddress(owner) : null,
    collection: { name, symbol },
    tokenUri,
    metadataUrl: tokenUri && !tokenUri.startsWith('data:') ? httpUrl(tokenUri, gateway.baseUrl) : null,
    metadata,
    metadataError,
  }
  return lookupAnswer(item, sourceOf(definition, client.baseUrl))
}
export default handler
