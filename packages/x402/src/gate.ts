import { createHash } from 'node:crypto'
import { ApiError, createError, encodeHeaderJson, microsToDecimal, paymentRequiredBody, type PaymentAuthorization, type PaymentGate, type PaymentRequirement, type StateStore } from '@svc/core'
import { bazaarExtension } from './discovery.ts'
import { verifyEvmAuthorization } from './evm-verify.ts'
import { type Facilitator, FacilitatorUnavailable } from './facilitator.ts'
import { type DecodedPayment, decodePaymentHeader, parseEvmPayload, PaymentRejection } from './header.ts'
import { evmRail, type EvmRail, type NetworkMode, railOfV1Name, solanaRail, type SolanaRail } from './rails.ts'
import { Reservations } from './reservation.ts'

export interface X402GateOptions {
  /** Shared state: payment reservations live here, so replays lose across hosts. */
  state: StateStore
  network: NetworkMode
  payTo: { evm?: string | undefined; solana?: string | undefined }
  /** Settles payments; without one no rail is offered. */
  facilitator?: Facilitator | undefined
  maxTimeoutSeconds?: number
  /** Clock in ms, replaceable in tests. */
  now?: () => number
}

interface Offer {
  rail: EvmRail | SolanaRail
  payTo: string
  extra: Record<string, unknown>
}

const KEEP_AFTER_EXPIRY_MS = 10 * 60_000
const MAX_RESERVATION_MS = 30 * 86_400_000

/** Payment gate of core, speaking x402 v2 (and v1's X-PAYMENT): verify, reserve once, settle after success. */
export function createX402Gate(options: X402GateOptions): PaymentGate {
  const now = options.now ?? Date.now
  const maxTimeoutSeconds = options.maxTimeoutSeconds ?? 60
  const reservations = new Reservations(options.state)
  const { facilitator } = options
  let solanaFeePayer: Promise<string | undefined> | undefined

  async function offers(): Promise<Offer[]> {
    if (!facilitator) return []
    const list: Offer[] = []
    if (options.payTo.evm) {
      const rail = evmRail(options.network)
      list.push({ rail, payTo: options.payTo.evm, extra: { ...rail.domain } })
    }
    if (options.payTo.solana) {
      const rail = solanaRail(options.network)
      solanaFeePayer ??= facilitator.supported().then(
        (supported) => supported.kinds.find((kind) => kind.network === rail.network && kind.scheme === 'exact')?.extra?.feePayer as string | undefined,
        () => undefined,
      ).then((feePayer) => {
        if (!feePayer) solanaFeePayer = undefined // ask again next time
        return feePayer
      })
      const feePayer = await solanaFeePayer
      if (feePayer) list.push({ rail, payTo: options.payTo.solana, extra: { feePayer } })
    }
    return list
  }

  const toRequirements = (offer: Offer, amountMicros: number) => ({
    scheme: 'exact',
    network: offer.rail.network,
    amount: String(amountMicros),
    asset: offer.rail.asset,
    payTo: offer.payTo,
    maxTimeoutSeconds,
    extra: offer.extra,
  })

  async function envelope(requirement: PaymentRequirement, reason?: string) {
    const list = await offers()
    const error = reason ?? (list.length > 0
      ? `Payment required: ${microsToDecimal(requirement.amountMicros)} USDC for ${requirement.operation.id}${requirement.upto ? ' (maximum; only actual usage is settled with the upto scheme)' : ''}`
      : 'This host accepts no payment yet: no pay-to address or no facilitator is configured. Use trial mode (trial=1).')
    const body = paymentRequiredBody(requirement, error, list.map((offer) => toRequirements(offer, requirement.amountMicros)), bazaarExtension(requirement.operation))
    return { body, headers: { 'payment-required': encodeHeaderJson(body), 'cache-control': 'no-store' } }
  }

  async function reject(requirement: PaymentRequirement, rejection: PaymentRejection): Promise<never> {
    const answer = await envelope(requirement, rejection.message)
    throw new ApiError('PAYMENT_INVALID', rejection.message, {
      body: { ...answer.body, code: 'PAYMENT_INVALID', reason: rejection.reason },
      headers: answer.headers,
    })
  }

  function matchOffer(list: Offer[], payment: DecodedPayment): Offer {
    if (payment.scheme !== 'exact') throw new PaymentRejection('unsupported_scheme', `Scheme "${payment.scheme}" is not accepted here; use "exact"`)
    const network = payment.version === 1 ? railOfV1Name(payment.network, options.network)?.network : payment.network
    const offer = list.find((candidate) => candidate.rail.network === network)
    if (!offer) throw new PaymentRejection('wrong_network', `Network "${payment.network}" is not accepted here; accepted: ${list.map((o) => o.rail.network).join(', ') || 'none'}`)
    if (payment.version === 2) {
      const accepted = (payment.raw as { accepted: { asset: string; payTo: string } }).accepted
      if (accepted.asset.toLowerCase() !== offer.rail.asset.toLowerCase()) throw new PaymentRejection('wrong_asset', `Asset ${accepted.asset} is not accepted on ${network}; pay with USDC ${offer.rail.asset}`)
    }
    return offer
  }

  async function authorizeEvm(offer: Offer & { rail: EvmRail }, payment: DecodedPayment, requirement: PaymentRequirement, requirements: Record<string, unknown>, payloadForFacilitator: Record<string, unknown>) {
    const evm = parseEvmPayload(payment.payload)
    const { from, signatureRecovered } = await verifyEvmAuthorization(evm, { rail: offer.rail, payTo: offer.payTo, amount: BigInt(requirement.amountMicros), nowSeconds: Math.floor(now() / 1000) })
    if (!signatureRecovered) {
      // Not an EOA signature: a smart wallet (EIP-1271) can only be checked on chain, by the facilitator.
      const verdict = await facilitator!.verify(payloadForFacilitator, requirements).catch(() => ({ isValid: false }))
      if (!verdict.isValid) throw new PaymentRejection('invalid_signature', 'The signature does not match the authorization\'s "from" address')
    }
    const key = `x402:evm:${offer.rail.network}:${offer.rail.asset.toLowerCase()}:${from.toLowerCase()}:${evm.authorization.nonce.toLowerCase()}`
    const ttlMs = Math.min(MAX_RESERVATION_MS, Number(evm.authorization.validBefore) * 1000 - now() + KEEP_AFTER_EXPIRY_MS)
    return { payer: from as string, key, ttlMs }
  }

  async function authorizeSolana(offer: Offer, payment: DecodedPayment, requirements: Record<string, unknown>, payloadForFacilitator: Record<string, unknown>) {
    const transaction = (payment.payload as { transaction?: unknown }).transaction
    if (typeof transaction !== 'string' || transaction.length < 64) throw new PaymentRejection('invalid_payload', 'The Solana payment carries no base64 transaction')
    const verdict = await facilitator!.verify(payloadForFacilitator, requirements).catch((error: unknown) => {
      throw error instanceof FacilitatorUnavailable ? createError('UNAVAILABLE', 'The payment facilitator cannot verify Solana payments right now; retry shortly') : error
    })
    if (!verdict.isValid) throw new PaymentRejection('invalid_payload', verdict.invalidMessage ?? verdict.invalidReason ?? 'The facilitator refused the Solana transaction')
    const digest = createHash('sha256').update(transaction).digest('hex')
    return { payer: verdict.payer ?? 'unknown', key: `x402:solana:${offer.rail.network}:${digest}`, ttlMs: 3 * 3600_000 }
  }

  return {
    hasPayment: (request) => request.headers.has('payment-signature') || request.headers.has('x-payment'),
    paymentRequired: envelope,
    describe: () => {
      const rails = [options.payTo.evm && `EVM ${evmRail(options.network).network}`, options.payTo.solana && `Solana ${solanaRail(options.network).network}`].filter(Boolean)
      if (!facilitator) return 'payments: x402 installed but no facilitator configured (SVC_FACILITATOR_URL): paid calls answer 402 with no rail'
      return rails.length ? `payments: x402 v2 via ${facilitator.url} on ${rails.join(', ')}` : 'payments: x402 installed but no pay-to address (SVC_PAY_TO_EVM, SVC_PAY_TO_SOLANA)'
    },
    async authorize(request, requirement): Promise<PaymentAuthorization> {
      try {
        const payment = decodePaymentHeader(request.headers)
        const list = await offers()
        if (list.length === 0) throw new PaymentRejection('wrong_network', 'This host has no payment rail configured')
        const offer = matchOffer(list, payment)
        const requirements = toRequirements(offer, requirement.amountMicros)
        const payloadForFacilitator = payment.version === 2
          ? { ...payment.raw, resource: { url: requirement.resource } }
          : { x402Version: 2, resource: { url: requirement.resource }, accepted: requirements, payload: payment.payload }
        const claim = offer.rail.kind === 'evm'
          ? await authorizeEvm(offer as Offer & { rail: EvmRail }, payment, requirement, requirements, payloadForFacilitator)
          : await authorizeSolana(offer, payment, requirements, payloadForFacilitator)
        const reserved = await reservations.reserve(claim.key, claim.ttlMs)
        if ('taken' in reserved) {
          throw new PaymentRejection('nonce_used', reserved.taken === 'reserved' ? 'This payment is being used by another request' : 'This payment was already used')
        }
        return {
          payer: { address: claim.payer, network: offer.rail.network },
          release: () => reservations.release(claim.key, reserved.token),
          async settle() {
            let result
            try {
              result = await facilitator!.settle(payloadForFacilitator, requirements)
            } catch (error) {
              if (!(error instanceof FacilitatorUnavailable)) throw error
              // Unknown outcome: keep the payment marked so it is never charged twice.
              await reservations.mark(claim.key, reserved.token, 'pending', claim.ttlMs)
              throw createError('SETTLEMENT_FAILED', 'Settlement is pending at the facilitator; the result is withheld and this payment cannot be reused', { details: { reason: 'settlement_pending' } })
            }
            if (!result.success) {
              await reservations.release(claim.key, reserved.token)
              throw createError('SETTLEMENT_FAILED', `The facilitator refused to settle: ${result.errorMessage ?? result.errorReason ?? 'unknown reason'}`, { details: { reason: result.errorReason ?? 'settlement_failed' } })
            }
            await reservations.mark(claim.key, reserved.token, 'settled', claim.ttlMs, result.transaction)
            const amount = result.amount ?? requirements.amount
            return {
              settlement: { status: 'settled', network: result.network ?? offer.rail.network, payer: result.payer ?? claim.payer, amount, transaction: result.transaction },
              headers: { 'payment-response': encodeHeaderJson({ ...result, amount }) },
            }
          },
        }
      } catch (error) {
        if (error instanceof PaymentRejection) return reject(requirement, error)
        throw error
      }
    },
  }
}
