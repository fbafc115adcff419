import type { UpstreamDefinition } from '@svc/core'
import { hexToString, trim, type Address, type PublicClient } from 'viem'
import { orNull } from '../upstreams/rpc-client.ts'
import { bytes32MetadataAbi, erc20Abi } from './erc.ts'

/** A token's name or symbol: a string, or a bytes32 on older tokens; null when the call reverts. */
export async function tokenText(client: PublicClient, address: Address, functionName: 'name' | 'symbol', upstream: UpstreamDefinition): Promise<string | null> {
  const text = await orNull(client.readContract({ address, abi: erc20Abi, functionName }), upstream).catch(() => undefined)
  if (typeof text === 'string') return text
  const raw = await orNull(client.readContract({ address, abi: bytes32MetadataAbi, functionName }), upstream)
  return raw ? hexToString(trim(raw, { dir: 'right' })).replace(/\0+$/, '') || null : null
}

/** A token's decimals (null when it has none). */
export function tokenDecimals(client: PublicClient, address: Address, upstream: UpstreamDefinition): Promise<number | null> {
  return orNull(client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }), upstream)
}
