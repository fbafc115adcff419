import { createError, isApiError, type PaymentAuthorization, type PaymentGate, type PaymentRequirement, type StateStore } from '@svc/core'
import type { Facilitator } from './facilitator.ts'
import { decodePaymentHeader, type DecodedPayment } from './header.ts'
import { createOffers, type Offer, requirementsOf } from './offers.ts'
import { paymentRequiredAnswer, priceMessage, rejectionError } from './payment-required.ts'
import { evmRail, type EvmRail, type NetworkMode, solanaRail } from './rails.ts'
import { PaymentRejection } from './rejection.ts'
import { reservePayment } from './reservation.ts'
import { settleReserved } from './settlement.ts'
import { matchOffer, matchResource, verifyClaim } from './verify-payment.ts'

export interface X402GateOptions {
  /** Shared state: payment reservations live here, so replays lose across hosts (use Redis for several hosts). */
  state: StateStore
  network: NetworkMode
  payTo: { evm?: string | undefined; solana?: string | undefined }
  /** Settles payments; without one no rail is offered. */
  facilitator?: Facilitator | undefined
  /** Replaces the network's standard EVM rail (another USDC deployment, a local chain). */
  evmRail?: EvmRail | undefined
  /** `maxTimeoutSeconds` of every offer (default 60). */
  maxTimeoutSeconds?: number
  /** Ask the facilitator's `/verify` about EIP-1271 signatures and unusual Solana layouts (default true). */
  delegateVerification?: boolean
  /** Clock in ms, replaceable in tests. */
  now?: () => number
  log?: (message: string) => void
}

/** Core's payment gate speaking x402 v2 (and v1's X-PAYMENT): verify locally, reserve once, settle after success. */
export function createX402Gate(options: X402GateOptions): PaymentGate {
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const maxTimeoutSeconds = options.maxTimeoutSeconds ?? 60
  const offers = createOffers({ network: options.network, payTo: options.payTo, facilitator: options.facilitator, evmRail: options.evmRail, now })

  async function answer(requirement: PaymentRequirement, list: Offer[], reason?: string) {
    return paymentRequiredAnswer(requirement, list, maxTimeoutSeconds, reason ?? priceMessage(requirement, list, offers.missing()))
  }

  /** The v2 PaymentPayload the facilitator is given (a v1 payment is restated as v2). */
  function facilitatorPayload(payment: DecodedPayment, requirement: PaymentRequirement, requirements: object): Record<string, unknown> {
    if (payment.version === 2) return { ...payment.raw, resource: payment.raw.resource ?? { url: requirement.resource } }
    return { x402Version: 2, resource: { url: requirement.resource }, accepted: requirements, payload: payment.payload }
  }

  /** Decodes the header, matches it to an offer and verifies it; throws PaymentRejection. */
  async function verify(request: Request, requirement: PaymentRequirement, list: Offer[]) {
    const payment = decodePaymentHeader(request.headers)
    if (list.length === 0) throw new PaymentRejection('no_rail', `This host takes no payment yet: ${offers.missing() ?? 'no payment rail is available right now'}`)
    const offer = matchOffer(list, payment, requirement.amountMicros, options.network)
    matchResource(payment, requirement.resource)
    const requirements = requirementsOf(offer, requirement.amountMicros, maxTimeoutSeconds)
    const paymentPayload = facilitatorPayload(payment, requirement, requirements)
    const delegate = options.delegateVerification ?? true
    const claim = await verifyClaim(offer, payment, { requirements, paymentPayload, facilitator: options.facilitator!, delegate, now: now() })
    return { claim, payment, paymentPayload, requirements }
  }

  return {
    hasPayment: (request) => request.headers.has('payment-signature') || request.headers.has('x-payment'),

    paymentRequired: async (requirement, reason) => answer(requirement, await offers.list(requirement.upto), reason),

    describe() {
      const missing = offers.missing()
      if (missing) return `payments: x402 installed, but ${missing}: paid calls answer 402 with no rail; trial and free operations work`
      const rails = [options.payTo.evm && `EVM ${(options.evmRail ?? evmRail(options.network)).network}`, options.payTo.solana && `Solana ${solanaRail(options.network).network}`].filter(Boolean)
      return `payments: x402 v2 via ${options.facilitator!.url} on ${rails.join(', ')} (exact, USDC${options.payTo.evm ? '; upto on EVM for up-to billed calls when the facilitator settles it' : ''})`
    },

    async authorize(request, requirement): Promise<PaymentAuthorization> {
      const list = await offers.list(requirement.upto)
      let verified: Awaited<ReturnType<typeof verify>>
      try {
        verified = await verify(request, requirement, list)
      } catch (error) {
        if (error instanceof PaymentRejection) throw rejectionError(await answer(requirement, list, error.message), error)
        if (isApiError(error)) throw error
        // A header that trips anything unforeseen is still the caller's bad payment, never a 5xx.
        log(`x402: unreadable payment: ${(error as Error).message}`)
        const rejection = new PaymentRejection('invalid_payload', 'The payment header could not be read as an x402 payment')
        throw rejectionError(await answer(requirement, list, rejection.message), rejection)
      }
      const { claim, payment, paymentPayload, requirements } = verified
      const reserved = await reservePayment(options.state, claim.key, claim.keepUntil).catch((error: unknown) => {
        log(`x402: state unavailable while reserving a payment: ${(error as Error).message}`)
        throw createError('UNAVAILABLE', 'Payments cannot be recorded right now; retry shortly (nothing was charged)')
      })
      if ('taken' in reserved) {
        const message = reserved.taken === 'reserved' ? 'This payment is in use by another request' : `This payment was already used (${reserved.taken})`
        const rejection = new PaymentRejection('nonce_used', message)
        throw rejectionError(await answer(requirement, list, message), rejection)
      }
      const settleContext = { facilitator: options.facilitator!, reservation: reserved, paymentPayload, requirements, payer: claim.payer, v1: payment.version === 1, log }
      return {
        payer: { address: claim.payer, network: claim.offer.rail.network },
        // `exact` moves the whole authorized value whatever the usage, `upto` the usage core reports; core records what moved.
        settle: (amountMicros) => settleReserved(settleContext, amountMicros),
        release: () => reserved.release(),
      }
    },
  }
}
