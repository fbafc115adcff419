import { createError, encodeHeaderJson, type Settlement } from '@svc/core'
import type { Facilitator, SettleResponse } from './facilitator.ts'
import type { PaymentRequirements } from './offers.ts'
import { OFFER_RECEIPT } from './payment-required.ts'
import type { ReceiptIssuer } from './receipts.ts'
import type { Reservation } from './reservation.ts'

export interface SettleContext {
  facilitator: Facilitator
  reservation: Reservation
  /** x402 v2 PaymentPayload as the facilitator takes it. */
  paymentPayload: Record<string, unknown>
  requirements: PaymentRequirements
  payer: string
  /** The request came with X-PAYMENT (v1): answer with X-PAYMENT-RESPONSE too. */
  v1: boolean
  log: (message: string) => void
  /** Settling again what an earlier attempt may have settled: "already used" means it moved then. */
  resumed?: boolean
  /** Signs a receipt into the settlement response (the offer-receipt extension), for this resource URL. */
  receipts?: { issuer: ReceiptIssuer; resourceUrl: string } | undefined
  /** Told of a refusal that says the facilitator changed (keys, fee payer, scheme): what it supports is asked again. */
  onMismatch?: () => Promise<void>
}

/** A facilitator's refusal of a payment settled before (by the attempt a crash interrupted): the money moved. */
const ALREADY_SETTLED = /nonce_already_used|nonce_used|already_(used|processed|settled)|authorization_used/i
/** Refusals that mean the offer named what the facilitator no longer has (its address, fee payer, a scheme). */
const MISMATCH = /facilitator|fee_?payer|signer|unsupported|scheme|network_mismatch/i

/** The facilitator says the transaction was sent but not yet confirmed. */
const PENDING_REASON = 'settlement_pending'

type Settled = { settlement: Settlement; headers: Record<string, string> }

/**
 * What a settlement needs to be carried out again on any host (after a crash, or while pending):
 * JSON, kept in core's settlement outbox.
 */
export interface ResumableSettlement {
  key: string
  owner: string
  keepUntil: number
  paymentPayload: Record<string, unknown>
  requirements: PaymentRequirements
  payer: string
  v1: boolean
  /** The resource URL a receipt names. */
  resourceUrl?: string | undefined
}

/**
 * Settles a reserved payment once: `exact` for its whole value, `upto` for `amountMicros` (the
 * usage, at most the authorized maximum; zero moves nothing and asks no one). Success records it
 * `settled`; a definite refusal gives the payment back (nothing moved); an unknown outcome
 * (timeout, 5xx, `settlement_pending`) records it `pending` and keeps it forever taken, so it is
 * never charged twice. Both failures withhold the result (402 SETTLEMENT_FAILED).
 */
export async function settleReserved(context: SettleContext, amountMicros: number): Promise<Settled> {
  const { facilitator, reservation } = context
  const upto = context.requirements.scheme === 'upto'
  // The upto facilitator settles `requirements.amount`: the usage, which core already capped at the
  // authorization (the one place the up-to cap is applied); `exact` settles what was authorized.
  const amount = upto ? amountMicros : Number(context.requirements.amount)
  const requirements = upto ? { ...context.requirements, amount: String(amount) } : context.requirements
  if (upto && amount === 0) {
    await reservation.mark('settled').catch(logFailure(context, 'record settled'))
    return await answer(context, { success: true, transaction: '', network: requirements.network, payer: context.payer, amount: '0' })
  }
  let result: SettleResponse | undefined
  try {
    result = await facilitator.settle(context.paymentPayload, requirements)
    if (isPending(result)) {
      // x402 facilitators reconcile a repeated request against the transaction already sent.
      result = await facilitator.settle(context.paymentPayload, requirements)
    }
  } catch (error) {
    context.log(`x402: settlement of ${reservation.key} has an unknown outcome: ${(error as Error).message}`)
    result = undefined
  }
  if (result === undefined || isPending(result)) {
    // Not a refusal: the payment stays taken, and the settlement is asked about again (core's outbox).
    await reservation.mark('pending', result?.transaction || undefined).catch(logFailure(context, 'record pending'))
    const pending: SettleResponse = { success: false, errorReason: PENDING_REASON, transaction: result?.transaction ?? '', network: requirements.network, payer: context.payer }
    const encoded = encodeHeaderJson(pending)
    const settlement: Settlement = { status: 'pending', network: requirements.network, payer: context.payer, amount: requirements.amount, ...(result?.transaction ? { transaction: result.transaction } : {}) }
    return { settlement, headers: context.v1 ? { 'payment-response': encoded, 'x-payment-response': encoded } : { 'payment-response': encoded } }
  }
  if (!result.success && context.resumed && ALREADY_SETTLED.test(result.errorReason ?? '')) {
    await reservation.mark('settled').catch(logFailure(context, 'record settled'))
    return await answer(context, { success: true, transaction: '', network: requirements.network, payer: context.payer, amount: requirements.amount })
  }
  if (!result.success) {
    if (MISMATCH.test(result.errorReason ?? '')) await context.onMismatch?.().catch(() => {})
    await reservation.release().catch(logFailure(context, 'release'))
    const why = result.errorMessage ?? result.errorReason ?? 'no reason given'
    throw createError('SETTLEMENT_FAILED', `The facilitator refused to settle the payment (${why}); the result is withheld and nothing was charged`, {
      details: { reason: result.errorReason ?? 'settlement_failed' },
    })
  }
  // The money moved: a failure to record it must not withhold the result (the reservation still blocks replays).
  await reservation.mark('settled', result.transaction).catch(logFailure(context, 'record settled'))
  return await answer(context, { ...result, network: result.network || requirements.network, payer: result.payer ?? context.payer, amount: result.amount ?? requirements.amount })
}

/** The settlement in `meta` and, base64, in PAYMENT-RESPONSE (and X-PAYMENT-RESPONSE for v1 clients). */
async function answer(context: SettleContext, response: SettleResponse & { payer: string; amount: string }): Promise<Settled> {
  if (context.receipts) {
    const { issuer, resourceUrl } = context.receipts
    const receipt = await issuer.receipt(resourceUrl, response.payer, response.network, response.transaction).catch((error: unknown) => {
      // The money moved: a receipt that cannot be signed must not withhold the answer.
      context.log(`x402: could not sign a receipt: ${(error as Error).message}`)
      return undefined
    })
    if (receipt) response = { ...response, extensions: { ...response.extensions, [OFFER_RECEIPT]: receipt } }
  }
  const encoded = encodeHeaderJson(response)
  const settlement: Settlement = { status: 'settled', network: response.network, payer: response.payer, amount: response.amount }
  if (response.transaction) settlement.transaction = response.transaction
  return { settlement, headers: context.v1 ? { 'payment-response': encoded, 'x-payment-response': encoded } : { 'payment-response': encoded } }
}

function isPending(result: SettleResponse): boolean {
  return !result.success && result.errorReason === PENDING_REASON
}

function logFailure(context: SettleContext, what: string) {
  return (error: unknown) => context.log(`x402: could not ${what} ${context.reservation.key}: ${(error as Error).message}`)
}
