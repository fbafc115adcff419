import type { Facilitator, SupportedResponse } from './facilitator.ts'
import { evmRail, type EvmRail, type NetworkMode, solanaRail, type SolanaRail } from './rails.ts'

/** `extra` of an upto offer: the USDC domain, Permit2 as the transfer method, and who will settle. */
export type UptoExtra = {
  name: string
  version: string
  assetTransferMethod: 'permit2'
  facilitatorAddress: string
}

/** One way this host takes payment right now: a scheme on a rail, with where it is paid. */
export type Offer =
  | { kind: 'evm'; scheme: 'exact'; rail: EvmRail; payTo: string; extra: { name: string; version: string } }
  | { kind: 'evm'; scheme: 'upto'; rail: EvmRail; payTo: string; extra: UptoExtra; facilitators: string[] }
  | { kind: 'solana'; scheme: 'exact'; rail: SolanaRail; payTo: string; extra: { feePayer: string } }

/** An `accepts` entry of the x402 v2 envelope (PaymentRequirements). */
export interface PaymentRequirements {
  scheme: 'exact' | 'upto'
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
  /** How long an answer of `/supported` is used before it is asked again (default 5 min). */
  refreshMs?: number | undefined
}

/** After a failed `/supported`, or one that lacked what was needed, it is asked again after this long. */
const RETRY_SUPPORTED_MS = 30_000
/** A complete answer is asked again this often, so rotated keys and fee payers are followed without a restart. */
const REFRESH_SUPPORTED_MS = 5 * 60_000

/**
 * The offers of a call: EVM `exact` when an EVM pay-to and a facilitator are configured; EVM
 * `upto` first for up-to billed calls when the facilitator settles `upto` there and names its
 * address in `/supported`; Solana `exact` when a Solana pay-to is configured and the facilitator
 * names its fee payer. `/supported` is asked only when needed, then cached; a cached answer is
 * asked again every few minutes (by the first call after), and at once when a settlement is
 * refused for naming what the facilitator no longer has.
 */
export function createOffers(options: OfferOptions) {
  const { facilitator, payTo } = options
  const evm = options.evmRail ?? evmRail(options.network)
  const sol = solanaRail(options.network)
  const refreshMs = options.refreshMs ?? REFRESH_SUPPORTED_MS
  let cached: { value: SupportedResponse | undefined; askAgainAt: number; refreshAt: number } | undefined
  let asking: Promise<SupportedResponse | undefined> | undefined

  function ask(): Promise<SupportedResponse | undefined> {
    asking ??= facilitator!.supported().catch(() => undefined).then((value) => {
      const at = options.now()
      // A failed refresh keeps the answer it had: the facilitator is down, not changed.
      cached = value || !cached?.value ? { value, askAgainAt: at + RETRY_SUPPORTED_MS, refreshAt: at + refreshMs } : { ...cached, askAgainAt: at + RETRY_SUPPORTED_MS, refreshAt: at + RETRY_SUPPORTED_MS }
      asking = undefined
      return cached.value
    })
    return asking
  }

  /** `/supported`, cached; asked again (at most every 30 s) while it fails or lacks what `complete` wants, and refreshed in the background. */
  function supported(complete: (value: SupportedResponse) => boolean): Promise<SupportedResponse | undefined> {
    if (cached && options.now() < cached.refreshAt && ((cached.value && complete(cached.value)) || options.now() < cached.askAgainAt)) return Promise.resolve(cached.value)
    return ask()
  }

  async function uptoOffer(): Promise<Offer | undefined> {
    const found = uptoKind(await supported((value) => uptoKind(value, evm.network) !== undefined), evm.network)
    if (!found) return undefined
    const extra: UptoExtra = { ...evm.domain, assetTransferMethod: 'permit2', facilitatorAddress: found.address }
    return { kind: 'evm', scheme: 'upto', rail: evm, payTo: payTo.evm!, extra, facilitators: found.signers }
  }

  async function solanaOffer(): Promise<Offer | undefined> {
    const payer = feePayerOf(await supported((value) => feePayerOf(value, sol.network) !== undefined), sol.network)
    return payer ? { kind: 'solana', scheme: 'exact', rail: sol, payTo: payTo.solana!, extra: { feePayer: payer } } : undefined
  }

  return {
    /** The offers of a call, best first: `upto` (up-to billed calls only), then `exact` on each rail. */
    async list(upto = false): Promise<Offer[]> {
      if (!facilitator) return []
      const offers: Array<Offer | undefined> = []
      if (payTo.evm) {
        if (upto) offers.push(await uptoOffer())
        offers.push({ kind: 'evm', scheme: 'exact', rail: evm, payTo: payTo.evm, extra: { ...evm.domain } })
      }
      if (payTo.solana) offers.push(await solanaOffer())
      return offers.filter((offer) => offer !== undefined)
    },
    /** `/supported` through this cache, so the channels and the offers ask the facilitator once between them. */
    supported,
    /** Asks the facilitator what it supports now (a settlement was refused for a mismatch). */
    refresh: async (): Promise<void> => {
      if (facilitator) await ask()
    },
    close: (): void => {},
    /** Why no rail is on offer, or undefined when some may be. */
    missing(): string | undefined {
      if (!payTo.evm && !payTo.solana) return 'no pay-to address is configured (SVC_PAY_TO_EVM, SVC_PAY_TO_SOLANA)'
      if (!facilitator) return 'no facilitator is configured (SVC_FACILITATOR_URL, or SVC_LOCAL_FACILITATOR_RPC_URL and SVC_LOCAL_FACILITATOR_PRIVATE_KEY to settle from this host)'
      return undefined
    },
  }
}

export type Offers = ReturnType<typeof createOffers>

/** The Solana fee payer `/supported` names for `exact` on a network (v2 kind preferred). */
function feePayerOf(supported: SupportedResponse | undefined, network: string): string | undefined {
  const kinds = supported?.kinds.filter((kind) => kind.network === network && kind.scheme === 'exact') ?? []
  const payer = (kinds.find((kind) => kind.x402Version === 2) ?? kinds[0])?.extra?.feePayer
  return typeof payer === 'string' && payer.length > 0 ? payer : undefined
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The facilitator's `upto` on an EVM network: the address clients sign for, and every signer it may settle from. */
function uptoKind(supported: SupportedResponse | undefined, network: string): { address: string; signers: string[] } | undefined {
  const kind = supported?.kinds.find((k) => k.x402Version === 2 && k.scheme === 'upto' && (k.network === network || k.network === 'eip155:*'))
  const address = kind?.extra?.facilitatorAddress
  if (typeof address !== 'string' || !ADDRESS.test(address)) return undefined
  const signers = [address, ...(supported!.signers['eip155:*'] ?? []), ...(supported!.signers[network] ?? [])].filter((signer) => ADDRESS.test(signer))
  return { address, signers }
}

export function requirementsOf(offer: Offer, amountMicros: number, maxTimeoutSeconds: number): PaymentRequirements {
  return {
    scheme: offer.scheme,
    network: offer.rail.network,
    amount: String(amountMicros),
    asset: offer.rail.asset,
    payTo: offer.payTo,
    maxTimeoutSeconds,
    extra: offer.extra,
  }
}
