import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { evmAddress, rpcChains } from '../shared/params.ts'
import { ipfsGateway } from '../upstreams/ipfs.ts'
import { allRpcUpstreams, rpcSource } from '../upstreams/rpc.ts'
import { normalizedOutput } from '../shared/output.ts'

const input = v.object({
  chain: v.optional(v.pipe(v.picklist(rpcChains), v.description('EVM chain')), 'ethereum'),
  contract: v.pipe(evmAddress, v.description('NFT contract address')),
  tokenId: v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'must be a decimal token id'), v.check((id) => BigInt(id) < 2n ** 256n, 'must be below 2^256'), v.description('Token id (decimal)')),
  metadata: v.optional(v.pipe(v.boolean(), v.description('1/true: fetch and normalize the token metadata JSON')), false),
})
export type NftInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'nft',
  method: 'GET',
  description: 'An NFT read from its contract over JSON-RPC: standard (ERC-721 or ERC-1155), owner, collection name and symbol, token URI; with metadata=1 the token metadata is fetched (IPFS through the gateway, data URIs, public HTTPS) and normalized (name, description, image, animation, attributes).',
  input,
  output: normalizedOutput({ chain: 'string', contract: 'string', tokenId: 'string', standard: 'string', owner: 'string?', collection: { name: 'string?', symbol: 'string?' }, tokenUri: 'string?', metadataUrl: 'string?', metadata: { name: 'string?', description: 'string?', image: 'string?', animationUrl: 'string?', externalUrl: 'string?', attributes: [{ traitType: 'string?', value: 'string?', displayType: 'string?' }] }, metadataError: 'string?' }),
  effects: ['fetch'],
  upstreams: [...allRpcUpstreams, ipfsGateway],
  sources: [
    rpcSource('ERC-165, `ownerOf`, `tokenURI`/`uri`, `name`, `symbol`', '1min'),
    { upstream: ipfsGateway, path: '/ipfs/{path*}', cacheTtl: '1d' },
    { about: 'metadata at another tokenURI (`https://`, `ar://` through arweave.net), read through the URL guard', cacheTtl: '0s' },
  ],
  keywords: ['nft owner', 'who owns this nft', 'nft metadata', 'token uri'],
  handler: lazyHandler<NftInput>(() => import('../handlers/nft.ts')),
})
