import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { getAddress } from 'viem'
import { interfaceIds, nftAbi } from '../shared/erc.ts'
import { httpUrl, normalizeMetadata, readMetadata } from '../shared/nft-metadata.ts'
import { evmAddress, rpcChains } from '../shared/params.ts'
import { normalized, sourceOf } from '../shared/result.ts'
import { ipfsGateway } from '../upstreams/ipfs.ts'
import { allRpcUpstreams, orNull, rpcClient, rpcUpstreams, upstreamFailure } from '../upstreams/rpc.ts'
import { normalizedOutput } from '../shared/output.ts'

export default defineOperation({
  name: 'nft',
  method: 'GET',
  description: 'An NFT read from its contract over JSON-RPC: standard (ERC-721 or ERC-1155), owner, collection name and symbol, token URI; with metadata=1 the token metadata is fetched (IPFS through the gateway, data URIs, public HTTPS) and normalized (name, description, image, animation, attributes).',
  input: v.object({
    chain: v.optional(v.pipe(v.picklist(rpcChains), v.description('EVM chain')), 'ethereum'),
    contract: v.pipe(evmAddress, v.description('NFT contract address')),
    tokenId: v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'must be a decimal token id'), v.check((id) => BigInt(id) < 2n ** 256n, 'must be below 2^256'), v.description('Token id (decimal)')),
    metadata: v.optional(v.pipe(v.boolean(), v.description('1/true: fetch and normalize the token metadata JSON')), false),
  }),
  output: normalizedOutput({ chain: 'string', contract: 'string', tokenId: 'string', standard: 'string', owner: 'string?', collection: { name: 'string?', symbol: 'string?' }, tokenUri: 'string?', metadataUrl: 'string?', metadata: { name: 'string?', description: 'string?', image: 'string?', animationUrl: 'string?', externalUrl: 'string?', attributes: [{ traitType: 'string?', value: 'string?', displayType: 'string?' }] }, metadataError: 'string?' }),
  price: { usd: 0.0036 },
  upstreams: [...allRpcUpstreams, ipfsGateway],
  keywords: ['nft owner', 'who owns this nft', 'nft metadata', 'token uri'],
  async handler({ input, upstream, signal }) {
    const definition = rpcUpstreams[input.chain]
    const client = upstream(definition)
    const chain = rpcClient(client, input.chain, 60_000, signal)
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
    return normalized([item], 1, sourceOf(definition, client.baseUrl))
  },
})
