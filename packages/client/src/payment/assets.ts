/** A token this client pays in: USDC (6 decimals) on a CAIP-2 network. */
export interface PayableAsset {
  network: string
  asset: string
}

/** USDC on Base, Base Sepolia, Solana and Solana devnet: what svc hosts offer. */
export const USDC: readonly PayableAsset[] = [
  { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  { network: 'eip155:84532', asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e' },
  { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
  { network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', asset: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU' },
]

export function isPayable(assets: readonly PayableAsset[], network: string, asset: string): boolean {
  const evm = network.startsWith('eip155:')
  return assets.some((known) => known.network === network && (evm ? known.asset.toLowerCase() === asset.toLowerCase() : known.asset === asset))
}
