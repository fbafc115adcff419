import { defineUpstream, type Duration, type OperationSource, type UpstreamDefinition } from '@svc/core'
import type { RpcChain } from '../shared/params.ts'

// Definitions only: the viem client over them is in rpc-client.ts, which loads with the handlers that use it.

const rpc = (id: string, name: string, baseUrl: string) => defineUpstream({
  id,
  name,
  baseUrl,
  docsUrl: 'https://ethereum.org/en/developers/docs/apis/json-rpc/',
  // Each default endpoint's operator has its own terms (Base: "not for production systems"); none was read.
  terms: { url: baseUrl, commercial: { use: 'unknown', note: 'each default endpoint\'s operator (PublicNode by Allnodes for Ethereum; Base, polygon-rpc.com, Arbitrum, Optimism) has its own terms, none read (searched 2026-11-30: pages, "PublicNode Allnodes free public RPC endpoints terms of service commercial use": other networks\' fair-use pages only); Base calls its endpoint rate limited and not for production; the chain\'s data is public' } },
  license: 'public blockchain data',
  concurrency: 6,
})

/**
 * One JSON-RPC endpoint per chain; point each at your own node or provider URL (keys usually live in the URL).
 * The defaults are the chains' public endpoints, which their operators rate limit and mark as not for production
 * (Base: "Rate limited and not for production systems", docs.base.org connecting-to-base).
 */
export const rpcUpstreams: Record<RpcChain, UpstreamDefinition> = {
  ethereum: rpc('rpc-ethereum', 'Ethereum JSON-RPC', 'https://ethereum-rpc.publicnode.com'),
  base: rpc('rpc-base', 'Base JSON-RPC', 'https://mainnet.base.org'),
  polygon: rpc('rpc-polygon', 'Polygon PoS JSON-RPC', 'https://polygon-rpc.com'),
  arbitrum: rpc('rpc-arbitrum', 'Arbitrum One JSON-RPC', 'https://arb1.arbitrum.io/rpc'),
  optimism: rpc('rpc-optimism', 'OP Mainnet JSON-RPC', 'https://mainnet.optimism.io'),
}
export const allRpcUpstreams = Object.values(rpcUpstreams)

export const nativeSymbol: Record<RpcChain, string> = { ethereum: 'ETH', base: 'ETH', polygon: 'POL', arbitrum: 'ETH', optimism: 'ETH' }

/** What an operation reads over JSON-RPC, as it declares it: POSTs to the chain's endpoint itself (its base URL), cached `cacheTtl`. */
export const rpcSource = (calls: string, cacheTtl: Duration): OperationSource => ({ path: '', method: 'POST', about: `EVM JSON-RPC of the chain: ${calls}`, cacheTtl })
