import { isPayable, type PayableAsset } from './assets.ts'

/** One entry of a 402's `accepts`. */
export interface PaymentRequirements {
  scheme: string
  network: string
  amount: string
  asset: string
  payTo: string
  maxTimeoutSeconds: number
  extra?: Record<string, unknown>
}

export type RailKind = 'evm' | 'solana'

export interface SelectOptions {
  /** The rails the wallet can sign for, in order of preference. */
  kinds: RailKind[]
  /** CAIP-2 networks the wallet may pay on; all networks of its kinds when absent. */
  networks?: string[] | undefined
  assets: readonly PayableAsset[]
  /** Pays EVM `upto` offers (a Permit2 permit for a maximum, only the usage settled), preferred over `exact`. */
  upto: boolean
}

const kindOf = (network: string): RailKind | undefined => (network.startsWith('eip155:') ? 'evm' : network.startsWith('solana:') ? 'solana' : undefined)

/** An `upto` offer the official upto client can sign: EVM, Permit2, with the facilitator to name in the permit. */
function isSignableUpto(offer: PaymentRequirements): boolean {
  const extra = offer.extra ?? {}
  return kindOf(offer.network) === 'evm' && typeof extra.facilitatorAddress === 'string' && (extra.assetTransferMethod ?? 'permit2') === 'permit2'
}

/**
 * The offer this wallet pays: a rail it has, a network it allows, a known USDC; the preferred kind
 * first and, on EVM, `upto` before `exact` (for up-to billed calls the host offers both at the maximum).
 */
export function selectRequirement(accepts: PaymentRequirements[], options: SelectOptions): PaymentRequirements | undefined {
  const schemeRank = (offer: PaymentRequirements) => (offer.scheme === 'upto' ? 0 : 1)
  const usable = accepts.filter((offer) => {
    const kind = kindOf(offer.network)
    const scheme = offer.scheme === 'exact' || (offer.scheme === 'upto' && options.upto && isSignableUpto(offer))
    return scheme && kind !== undefined && options.kinds.includes(kind)
      && (!options.networks || options.networks.includes(offer.network))
      && isPayable(options.assets, offer.network, offer.asset)
      && /^\d+$/.test(offer.amount)
  })
  return usable.sort((a, b) => options.kinds.indexOf(kindOf(a.network)!) - options.kinds.indexOf(kindOf(b.network)!) || schemeRank(a) - schemeRank(b))[0]
}

export function describeOffers(accepts: PaymentRequirements[]): string {
  return accepts.length ? accepts.map((offer) => `${offer.scheme} ${offer.network} ${offer.asset}`).join('; ') : 'none'
}
