/** The assets each network's `exact` rail takes: USDC, with the EIP-712 domain its contract signs with. */
export interface EvmRail {
  kind: 'evm'
  network: `eip155:${number}`
  chainId: number
  /** USDC contract. */
  asset: `0x${string}`
  /** EIP-712 domain of the USDC contract, sent in `extra` so clients sign for it. */
  domain: { name: string; version: string }
  /** The network's name in x402 version 1 (`X-PAYMENT`). */
  v1Name: string
}

export interface SolanaRail {
  kind: 'solana'
  network: `solana:${string}`
  /** USDC mint. */
  asset: string
  v1Name: string
}

export type Rail = EvmRail | SolanaRail
export type NetworkMode = 'mainnet' | 'testnet'

const EVM: Record<NetworkMode, EvmRail> = {
  mainnet: { kind: 'evm', network: 'eip155:8453', chainId: 8453, asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', domain: { name: 'USD Coin', version: '2' }, v1Name: 'base' },
  testnet: { kind: 'evm', network: 'eip155:84532', chainId: 84532, asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', domain: { name: 'USDC', version: '2' }, v1Name: 'base-sepolia' },
}

const SOLANA: Record<NetworkMode, SolanaRail> = {
  mainnet: { kind: 'solana', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', v1Name: 'solana' },
  testnet: { kind: 'solana', network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', asset: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', v1Name: 'solana-devnet' },
}

export function evmRail(mode: NetworkMode): EvmRail {
  return EVM[mode]
}

export function solanaRail(mode: NetworkMode): SolanaRail {
  return SOLANA[mode]
}

/** Maps an x402 v1 network name to the rail it means, if any. */
export function railOfV1Name(name: string, mode: NetworkMode): Rail | undefined {
  return [EVM[mode], SOLANA[mode]].find((rail) => rail.v1Name === name)
}
