import type { Facilitator } from './facilitator.ts'
import { evmRail, type EvmRail, type NetworkMode, solanaRail, type SolanaRail } from './rails.ts'

/** One rail this host takes right now, with where it is paid. */
export type Offer =
  | { kind: 'evm'; rail: EvmRail; payTo: string; extra: { name: string; version: string } }
  | { kind: 'solana'; rail: SolanaRail; payTo: string; extra: { feePayer: string } }

/** An `accepts` entry of the x402 v2 envelope (PaymentRequirements). */
export interface PaymentRequirements {
  scheme: 'exact'
  network: string
  amount: string
  asset: string
  payTo: string
  maxTimeoutSeconds: number
  extra: Record<string, unknown>
}

export interface OfferOptions {
  network: NetworkMode
  payTo: { evm?: string | undefined; solana?: string | undefined }
  facilitator?: Facilitator | undefined
  /** Replaces the network's standard EVM rail (another USDC deployment, a local chain). */
  evmRail?: EvmRail | undefined
  now: () => number
}

/** After a failed `/supported`, the Solana rail is left out this long before asking again. */
const RETRY_SUPPORTED_MS = 30_000

/**
 * The rails on offer: EVM when an EVM pay-to and a facilitator are configured; Solana when a
 * Solana pay-to is configured and the facilitator names its fee payer in `/supported`
 * (asked on first need, then cached).
 */
export function createOffers(options: OfferOptions) {
  const { facilitator, payTo } = options
  let feePayer: Promise<string | undefined> | undefined
  let retryAt = 0

  function solanaFeePayer(): Promise<string | undefined> {
    if (!facilitator) return Promise.resolve(undefined)
    if (feePayer === undefined && options.now() >= retryAt) {
      const network = solanaRail(options.network).network
      feePayer = facilitator.supported().then(
        (supported) => {
          const kind = supported.kinds.find((k) => k.network === network && k.scheme === 'exact' && k.x402Version === 2)
            ?? supported.kinds.find((k) => k.network === network && k.scheme === 'exact')
          const payer = kind?.extra?.feePayer
          return typeof payer === 'string' && payer.length > 0 ? payer : undefined
        },
        () => undefined,
      ).then((payer) => {
        if (!payer) {
          feePayer = undefined
          retryAt = options.now() + RETRY_SUPPORTED_MS
        }
        return payer
      })
    }
    return feePayer ?? Promise.resolve(undefined)
  }

  return {
    async list(): Promise<Offer[]> {
      if (!facilitator) return []
      const offers: Offer[] = []
      if (payTo.evm) {
        const rail = options.evmRail ?? evmRail(options.network)
        offers.push({ kind: 'evm', rail, payTo: payTo.evm, extra: { ...rail.domain } })
      }
      if (payTo.solana) {
        const payer = await solanaFeePayer()
        if (payer) offers.push({ kind: 'solana', rail: solanaRail(options.network), payTo: payTo.solana, extra: { feePayer: payer } })
      }
      return offers
    },
    /** Why no rail is on offer, or undefined when some may be. */
    missing(): string | undefined {
      if (!payTo.evm && !payTo.solana) return 'no pay-to address is configured (SVC_PAY_TO_EVM, SVC_PAY_TO_SOLANA)'
      if (!facilitator) return 'no facilitator is configured (SVC_FACILITATOR_URL, or SVC_LOCAL_FACILITATOR_RPC_URL and SVC_LOCAL_FACILITATOR_PRIVATE_KEY to settle from this host)'
      return undefined
    },
  }
}

export type Offers = ReturnType<typeof createOffers>

export function requirementsOf(offer: Offer, amountMicros: number, maxTimeoutSeconds: number): PaymentRequirements {
  return {
    scheme: 'exact',
    network: offer.rail.network,
    amount: String(amountMicros),
    asset: offer.rail.asset,
    payTo: offer.payTo,
    maxTimeoutSeconds,
    extra: offer.extra,
  }
}
