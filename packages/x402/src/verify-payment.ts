import { verifyEvmAuthorization } from './evm-verify.ts'
import type { Facilitator } from './facilitator.ts'
import type { DecodedPayment } from './header.ts'
import type { Offer, PaymentRequirements } from './offers.ts'
import { PERMIT2_ADDRESS } from './permit2.ts'
import { railOfV1Name } from './rails.ts'
import { PaymentRejection } from './rejection.ts'
import { paymentKey } from './reservation.ts'
import { verifySolanaTransaction } from './solana-verify.ts'
import { verifyUptoAuthorization } from './upto-verify.ts'

/** A payment verified for one call: who pays, under which state key, kept until when. */
export interface VerifiedClaim {
  offer: Offer
  payer: string
  key: string
  /** Until when (ms) the payment could still move on chain, so it must stay taken. */
  keepUntil: number
  /** The facilitator's `/verify` already accepted this very payment (funds included). */
  vouched?: boolean
}

export interface VerifyContext {
  requirements: PaymentRequirements
  /** The v2 PaymentPayload the facilitator is given. */
  paymentPayload: Record<string, unknown>
  facilitator: Facilitator
  /** Ask the facilitator's `/verify` about what local checks cannot judge (EIP-1271 wallets, unusual Solana layouts). */
  delegate: boolean
  now: number
}

const KEEP_AFTER_EXPIRY_MS = 10 * 60_000
const MAX_KEEP_MS = 30 * 86_400_000
/** A Solana blockhash lives ~150 slots (about a minute); an hour is far beyond it. */
const SOLANA_KEEP_MS = 3_600_000

/** The offer a payment is for: same scheme, network, asset, pay-to and amount (v2 names them in `accepted`). */
export function matchOffer(offers: Offer[], payment: DecodedPayment, amount: number, mode: 'mainnet' | 'testnet'): Offer {
  if (payment.scheme === 'upto' && payment.version === 1) {
    throw new PaymentRejection('unsupported_scheme', 'The "upto" scheme exists only in x402 version 2: send it in PAYMENT-SIGNATURE')
  }
  const candidates = offers.filter((offer) => offer.scheme === payment.scheme)
  if (candidates.length === 0) {
    const schemes = [...new Set(offers.map((offer) => `"${offer.scheme}"`))]
    throw new PaymentRejection('unsupported_scheme', `Scheme "${payment.scheme}" is not offered for this call; use ${schemes.join(' or ')}`)
  }
  const offer = payment.version === 1
    ? candidates.find((candidate) => candidate.rail.v1Name === payment.network) ?? candidates.find((candidate) => candidate.rail.network === railOfV1Name(payment.network, mode)?.network)
    : candidates.find((candidate) => candidate.rail.network === payment.network)
  if (!offer) throw new PaymentRejection('wrong_network', `Network "${payment.network}" is not accepted here for "${payment.scheme}"; accepted: ${candidates.map((o) => o.rail.network).join(', ')}`)
  const accepted = payment.accepted
  if (accepted) {
    const same = (a: string, b: string) => (offer.kind === 'evm' ? a.toLowerCase() === b.toLowerCase() : a === b)
    if (!same(accepted.asset, offer.rail.asset)) throw new PaymentRejection('wrong_asset', `Asset ${accepted.asset} is not accepted on ${offer.rail.network}; pay with USDC ${offer.rail.asset}`)
    if (!same(accepted.payTo, offer.payTo)) throw new PaymentRejection('wrong_pay_to', `The payment names pay-to ${accepted.payTo}; this host is paid at ${offer.payTo}`)
    if (accepted.amount !== String(amount)) {
      const what = offer.scheme === 'upto' ? 'this call authorizes a maximum of exactly' : 'this call costs exactly'
      throw new PaymentRejection('wrong_amount', `The payment names amount ${accepted.amount}; ${what} ${amount}`)
    }
  }
  return offer
}

/**
 * The payment names the resource it was offered for (x402 v2 echoes the 402's `resource`): it must be
 * this request's route, so a payment signed for one operation cannot buy another of the same price.
 * The origin is not compared (a proxy may rename the host); v1 payloads name no resource.
 */
export function matchResource(payment: DecodedPayment, resource: string): void {
  const named = payment.raw.resource
  if (named === undefined || payment.version === 1) return
  const url = typeof named === 'string' ? named : typeof named === 'object' && named !== null ? (named as { url?: unknown }).url : undefined
  if (typeof url !== 'string') throw new PaymentRejection('invalid_payload', 'The payment\'s "resource" is neither a URL nor an object with a "url"')
  const path = pathOf(url)
  if (path === undefined) throw new PaymentRejection('invalid_payload', `The payment's resource "${url.slice(0, 200)}" is not a URL`)
  const expected = pathOf(resource)!
  if (path !== expected) throw new PaymentRejection('wrong_resource', `The payment was made for ${path}; this is ${expected}: sign a payment for the offer of this call`)
}

function pathOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname).replace(/\/+$/, '')
  } catch {
    return undefined
  }
}

/** Verifies the payment locally against its offer; asks the facilitator only about what it cannot judge. */
export async function verifyClaim(offer: Offer, payment: DecodedPayment, context: VerifyContext): Promise<VerifiedClaim> {
  const amount = BigInt(context.requirements.amount)
  if (offer.scheme === 'upto') {
    const verified = await verifyUptoAuthorization(payment.payload, { rail: offer.rail, payTo: offer.payTo, amount, facilitators: offer.facilitators, nowSeconds: Math.floor(context.now / 1000), maxTimeoutSeconds: context.requirements.maxTimeoutSeconds })
    if (!verified.signatureRecovered) {
      const why = await askFacilitator(context)
      if (why) throw new PaymentRejection('invalid_signature', `The permit's signature is not ${verified.from}'s${why}`)
    }
    const keepUntil = Math.min(Number(verified.permit.deadline) * 1000 + KEEP_AFTER_EXPIRY_MS, context.now + MAX_KEEP_MS)
    // Permit2 nonces are the owner's across every token and spender: the key names Permit2, not the asset.
    return { offer, payer: verified.from, key: paymentKey(offer.rail.network, PERMIT2_ADDRESS, verified.from, String(verified.permit.nonce)), keepUntil, vouched: !verified.signatureRecovered }
  }
  if (offer.kind === 'evm') {
    const verified = await verifyEvmAuthorization(payment.payload, { rail: offer.rail, payTo: offer.payTo, amount, nowSeconds: Math.floor(context.now / 1000), maxTimeoutSeconds: context.requirements.maxTimeoutSeconds })
    if (!verified.signatureRecovered) {
      // Not an EOA signature of `from`: a smart wallet (EIP-1271) can only be judged on chain.
      const why = await askFacilitator(context)
      if (why) throw new PaymentRejection('invalid_signature', `The signature does not match the authorization's "from" ${verified.from}${why}`)
    }
    const keepUntil = Math.min(Number(verified.authorization.validBefore) * 1000 + KEEP_AFTER_EXPIRY_MS, context.now + MAX_KEEP_MS)
    return { offer, payer: verified.from, key: paymentKey(offer.rail.network, offer.rail.asset, verified.from, verified.authorization.nonce), keepUntil, vouched: !verified.signatureRecovered }
  }
  const verdict = await verifySolanaTransaction(payment.payload, { rail: offer.rail, payTo: offer.payTo, amount, feePayer: offer.extra.feePayer })
  let payer: string
  if (verdict.standard) {
    payer = verdict.payer
  } else {
    const answer = context.delegate ? await context.facilitator.verify(context.paymentPayload, context.requirements).catch(() => undefined) : undefined
    if (!answer?.isValid || !answer.payer) {
      const detail = answer ? `the facilitator refused it: ${answer.invalidMessage ?? answer.invalidReason ?? 'no reason'}` : 'the facilitator could not vouch for it'
      throw new PaymentRejection('invalid_payload', `The Solana transaction is not the standard x402 payment (${verdict.why}) and ${detail}`)
    }
    payer = answer.payer
  }
  return { offer, payer, key: paymentKey(offer.rail.network, offer.rail.asset, payer, verdict.digest), keepUntil: context.now + SOLANA_KEEP_MS, vouched: !verdict.standard }
}

/** Undefined only when the facilitator vouches for the payment; otherwise why not, as a non-empty message tail. */
async function askFacilitator(context: VerifyContext): Promise<string | undefined> {
  // Without delegation nobody can vouch for a signature that does not recover: it is refused.
  if (!context.delegate) return ' (this host does not ask a facilitator to check other signatures)'
  try {
    const answer = await context.facilitator.verify(context.paymentPayload, context.requirements)
    return answer.isValid ? undefined : `, and the facilitator refused it (${answer.invalidReason ?? 'no reason'})`
  } catch {
    return ', and the facilitator could not be asked to check a smart-wallet signature; retry shortly'
  }
}
