import { PaymentRefusedError, PaymentRequiredError, SvcError } from './errors.ts'
import { buildRequest, readAnswer, send as sendRequest, settlementOf, type Answer, type Endpoint } from './http.ts'
import { atomicToUsd } from './money.ts'
import { isPayable, type PayableAsset } from './payment/assets.ts'
import { CHANNEL_SCHEME, type ChannelPayer } from './payment/channels.ts'
import { mppOffers, signMpp, type MppOffer } from './payment/mpp.ts'
import { describeOffers, selectRequirement, type PaymentRequirements } from './payment/select.ts'
import { SIGN_IN_WITH_X, signIn, signInChallenge, type SignInCache } from './payment/sign-in.ts'
import { walletKinds, type SignedPayment, type Wallet } from './payment/signer.ts'
import { errorFromResponse } from './response-error.ts'
import { assertAllowed, reserveSpend, type SpendControls } from './spend/controls.ts'
import type { SpendLedger } from './spend/ledger.ts'

export interface FlowContext {
  baseUrl: string
  fetch: typeof fetch
  trial: boolean
  wallet: Wallet | undefined
  controls: SpendControls
  ledger: SpendLedger
  assets: readonly PayableAsset[]
  now: () => number
  sign: (paymentRequired: Record<string, unknown>, offer: PaymentRequirements) => Promise<SignedPayment>
  /** Pays `upto` offers; turned off for the client once a host's facilitator refuses its permits (no Permit2 allowance). */
  upto: { enabled: boolean }
  /** Which rail pays when the host takes both: x402 (default) or MPP; the other when the preferred has no offer this wallet can pay. */
  rail: 'x402' | 'mpp'
  /** Pays `batch-settlement` offers by voucher from a channel, when the spend controls set a deposit cap. */
  channels?: ChannelPayer | undefined
  /** Each host's sign-in parameters, so an identity-only call to a host seen before signs in without asking for a challenge. */
  signIns: SignInCache
}

export interface FlowTarget {
  endpoint: Endpoint
  params: Record<string, unknown> | undefined
  /** What is paid for: the operation, or every sub-call of a batch (allow-list, approval). */
  operations: string[]
  signal?: AbortSignal | undefined
  /** The directory's price, named when the host made no offer. */
  listedUsd?: string | undefined
  /** The directory says a wallet's sign-in calls it (`access: 'identity'`). */
  identity?: boolean | undefined
}

/**
 * One call: trial first when asked, then (with a wallet) the x402 exchange: 402 -> choose an offer ->
 * spend controls and approval -> sign -> repeat with PAYMENT-SIGNATURE. Returns the success answer.
 */
export async function runCall(context: FlowContext, target: FlowTarget): Promise<Answer> {
  const send = async (trial: boolean, headers?: Record<string, string>) =>
    readAnswer(await sendRequest(context.fetch, buildRequest(context.baseUrl, target.endpoint, target.params, trial, headers, target.signal), target.endpoint.id))
  const early = target.identity ? await signInAhead(context, target, send) : undefined
  if (early) return early
  let answer = await send(context.trial)
  if (answer.status === 402 && codeOf(answer) === 'TRIAL_EXHAUSTED' && context.wallet) answer = await send(false)
  if (answer.status >= 200 && answer.status < 300) return answer
  if (answer.status !== 402 || codeOf(answer) !== 'PAYMENT_REQUIRED') throw errorFromResponse(answer.status, answer.body, answer.headers, target.endpoint.id)
  const signedIn = await trySignIn(context, target, answer, send)
  if (signedIn) return signedIn
  return pay(context, target, answer.body as Record<string, unknown>, answer.headers, (headers) => send(false, headers))
}

/**
 * An identity-only call to a host whose sign-in parameters this client has: signed with a nonce of its
 * own and sent at once (one round trip). Undefined when it cannot be, or when the host refused it: the
 * call then goes the usual way (the 402's challenge).
 */
async function signInAhead(context: FlowContext, target: FlowTarget, send: (trial: boolean, headers?: Record<string, string>) => Promise<Answer>): Promise<Answer | undefined> {
  if (!context.wallet) return undefined
  const url = buildRequest(context.baseUrl, target.endpoint, target.params, false).url
  const challenge = context.signIns.fresh(url, target.endpoint.id)
  if (!challenge) return undefined
  const header = await signIn(context.wallet, challenge, url).catch(() => undefined)
  if (!header) return undefined
  const answer = await send(false, { [SIGN_IN_WITH_X]: header })
  if (answer.status >= 200 && answer.status < 300) return answer
  context.signIns.forget(url)
  // Refused here: its answer says why (bad input, ...) unless it asks for a sign-in or payment, which the usual way gives.
  if (answer.status !== 402) throw errorFromResponse(answer.status, answer.body, answer.headers, target.endpoint.id)
  return undefined
}

/**
 * An identity-only operation (its 402 carries a sign-in challenge): the wallet signs in rather than
 * pays. Undefined when there is no challenge or the wallet cannot sign it (then it is paid for); a
 * refused sign-in is thrown, never paid for instead.
 */
async function trySignIn(context: FlowContext, target: FlowTarget, answer: Answer, send: (trial: boolean, headers?: Record<string, string>) => Promise<Answer>): Promise<Answer | undefined> {
  const challenge = context.wallet ? signInChallenge(answer.body as Record<string, unknown>, answer.headers) : undefined
  if (!challenge) return undefined
  const request = buildRequest(context.baseUrl, target.endpoint, target.params, false)
  let header: string | undefined
  try {
    header = await signIn(context.wallet!, challenge, request.url)
  } catch (cause) {
    throw new SvcError(`Could not sign in to ${target.endpoint.id}: ${(cause as Error).message}`, { code: 'SIGNING_FAILED', status: 402, operation: target.endpoint.id, cause })
  }
  if (!header) {
    const accepts = (answer.body as { accepts?: unknown[] } | undefined)?.accepts
    if (Array.isArray(accepts) && accepts.length > 0) return undefined
    // Nothing to pay instead: only a sign-in opens it.
    throw new PaymentRequiredError(`${target.endpoint.id} answers a signed-in wallet only, and this wallet cannot sign in to it (an EVM signer needs signMessage, a Solana one signMessages, on a chain the host names and the wallet allows)`, {
      code: 'PAYMENT_REQUIRED', status: 402, operation: target.endpoint.id, body: answer.body as Record<string, unknown>, priceUsd: undefined,
    })
  }
  const signed = await send(false, { [SIGN_IN_WITH_X]: header })
  if (signed.status >= 200 && signed.status < 300) {
    context.signIns.remember(request.url, challenge)
    return signed
  }
  throw errorFromResponse(signed.status, signed.body, signed.headers, target.endpoint.id)
}

/**
 * Reasons a host or its facilitator gives for refusing an `upto` permit that an `exact` authorization
 * would not meet: the wallet never approved Permit2 on USDC, the chain has no upto proxy, or the host
 * stopped offering upto. The call is paid again with `exact` at the same maximum.
 */
const UPTO_FALLBACK_REASONS = new Set(['permit2_allowance_required', 'permit2_proxy_not_deployed', 'unsupported_scheme'])

async function pay(context: FlowContext, target: FlowTarget, paymentRequired: Record<string, unknown>, headers: Headers, send: (headers: Record<string, string>) => Promise<Answer>): Promise<Answer> {
  const accepts = (Array.isArray(paymentRequired.accepts) ? paymentRequired.accepts : []) as PaymentRequirements[]
  const operation = target.endpoint.id
  const wallet = context.wallet
  if (!wallet) {
    const cheapest = accepts.map((offer) => BigInt(offer.amount)).sort((a, b) => (a < b ? -1 : 1))[0]
    const priceUsd = cheapest === undefined ? target.listedUsd : atomicToUsd(cheapest)
    throw new PaymentRequiredError(`${operation} must be paid${priceUsd ? ` ($${priceUsd})` : ''}: give the client a wallet, or use trial mode. Host says: ${String(paymentRequired.error ?? 'payment required')}`, {
      code: 'PAYMENT_REQUIRED', status: 402, operation, body: paymentRequired, priceUsd,
    })
  }
  assertAllowed(context.controls, target.operations)
  const channelled = await channelOffer(context, accepts)
  if (channelled) {
    const answer = await payWithChannel(context, target, paymentRequired, channelled, send)
    if (answer.status >= 200 && answer.status < 300) return answer
    throw errorFromResponse(answer.status, answer.body, answer.headers, operation)
  }
  const choose = (upto: boolean) => selectRequirement(accepts, { kinds: walletKinds(wallet), networks: wallet.networks, assets: context.assets, upto })
  const offer = choose(context.upto.enabled)
  const mpp = (await mppOffers(headers, wallet, context.assets, context.now()))[0]
  if (mpp && (context.rail === 'mpp' || !offer)) {
    const answer = await payWithMpp(context, target, paymentRequired, mpp, send)
    if (answer.status >= 200 && answer.status < 300) return answer
    throw errorFromResponse(answer.status, answer.body, answer.headers, operation)
  }
  if (!offer) {
    throw new PaymentRefusedError(`None of the host's offers for ${operation} can be paid by this wallet in USDC (offered: ${describeOffers(accepts)}). ${String(paymentRequired.error ?? '')}`.trim(), { reason: 'no_matching_rail', operation, body: paymentRequired })
  }
  let answer = await payWith(context, target, paymentRequired, offer, send)
  if (offer.scheme === 'upto' && answer.status === 402 && UPTO_FALLBACK_REASONS.has(String((answer.body as { reason?: unknown } | undefined)?.reason))) {
    context.upto.enabled = false
    const exact = choose(false)
    if (exact) answer = await payWith(context, target, paymentRequired, exact, send)
  }
  if (answer.status >= 200 && answer.status < 300) return answer
  // A failed paid call is not charged, but the signed authorization counts until it expires.
  throw errorFromResponse(answer.status, answer.body, answer.headers, operation)
}

/**
 * Spend controls reserve the offer's amount (for `upto` the authorized maximum), then sign and send;
 * on success the record keeps the amount actually settled (PAYMENT-RESPONSE, `meta.settlement`).
 */
async function payWith(context: FlowContext, target: FlowTarget, paymentRequired: Record<string, unknown>, offer: PaymentRequirements, send: (headers: Record<string, string>) => Promise<Answer>): Promise<Answer> {
  const operation = target.endpoint.id
  const record = await reserveSpend(context.controls, context.ledger, {
    proposal: { operations: target.operations, scheme: offer.scheme, amountUsd: atomicToUsd(offer.amount), amount: offer.amount, network: offer.network, asset: offer.asset, payTo: offer.payTo, resource: String(paymentRequired.resource ?? '') },
    calls: target.operations.length,
    expiresAt: context.now() + offer.maxTimeoutSeconds * 1000,
  })
  let signed: SignedPayment
  try {
    signed = await context.sign(paymentRequired, offer)
  } catch (cause) {
    context.ledger.drop(record)
    throw new SvcError(`Could not sign the payment for ${operation}: ${(cause as Error).message}`, { code: 'SIGNING_FAILED', status: 402, operation, cause })
  }
  context.ledger.signed(record, signed.expiresAt)
  const answer = await send(signed.headers)
  if (answer.status >= 200 && answer.status < 300) context.ledger.settle(record, settlementOf(answer)?.amount ?? offer.amount)
  return answer
}

/**
 * A `batch-settlement` offer this client pays from a channel: channels on (a deposit cap), x402 the
 * preferred rail, an EVM network and USDC the wallet may pay in, and the deposit within the cap.
 */
async function channelOffer(context: FlowContext, accepts: PaymentRequirements[]): Promise<PaymentRequirements | undefined> {
  if (!context.channels || context.rail !== 'x402' || !context.wallet?.evm) return undefined
  const networks = context.wallet.networks
  for (const offer of accepts) {
    if (offer.scheme !== CHANNEL_SCHEME || (networks && !networks.includes(offer.network)) || !isPayable(context.assets, offer.network, offer.asset)) continue
    if (await context.channels.accepts(offer)) return offer
  }
  return undefined
}

/**
 * Spend controls see each voucher as a payment of the call's price (the deposit is held, not spent:
 * the deposit cap bounds it); the record keeps what the host charged.
 */
async function payWithChannel(context: FlowContext, target: FlowTarget, paymentRequired: Record<string, unknown>, offer: PaymentRequirements, send: (headers: Record<string, string>) => Promise<Answer>): Promise<Answer> {
  const operation = target.endpoint.id
  const record = await reserveSpend(context.controls, context.ledger, {
    proposal: { operations: target.operations, scheme: offer.scheme, amountUsd: atomicToUsd(offer.amount), amount: offer.amount, network: offer.network, asset: offer.asset, payTo: offer.payTo, resource: String(paymentRequired.resource ?? '') },
    calls: target.operations.length,
    expiresAt: context.now() + offer.maxTimeoutSeconds * 1000,
  })
  const url = buildRequest(context.baseUrl, target.endpoint, target.params, false).url
  let answer: Answer
  try {
    context.ledger.signed(record, context.now() + offer.maxTimeoutSeconds * 1000)
    answer = await context.channels!.pay(paymentRequired, offer, url, send)
  } catch (cause) {
    context.ledger.drop(record)
    throw new SvcError(`Could not pay ${operation} from a channel: ${(cause as Error).message}`, { code: 'SIGNING_FAILED', status: 402, operation, cause })
  }
  if (answer.status >= 200 && answer.status < 300) context.ledger.settle(record, settlementOf(answer)?.amount ?? offer.amount)
  return answer
}

/** The same spend controls, then an MPP credential in `Authorization: Payment`; the record keeps what settled (`meta.settlement`). */
async function payWithMpp(context: FlowContext, target: FlowTarget, paymentRequired: Record<string, unknown>, offer: MppOffer, send: (headers: Record<string, string>) => Promise<Answer>): Promise<Answer> {
  const operation = target.endpoint.id
  const record = await reserveSpend(context.controls, context.ledger, {
    proposal: { operations: target.operations, scheme: 'mpp:evm/charge', amountUsd: atomicToUsd(offer.amount), amount: offer.amount, network: offer.network, asset: offer.asset, payTo: offer.payTo, resource: String(paymentRequired.resource ?? '') },
    calls: target.operations.length,
    expiresAt: offer.expiresAt,
  })
  let signed: SignedPayment
  try {
    signed = await signMpp(context.wallet!, offer)
  } catch (cause) {
    context.ledger.drop(record)
    throw new SvcError(`Could not sign the MPP credential for ${operation}: ${(cause as Error).message}`, { code: 'SIGNING_FAILED', status: 402, operation, cause })
  }
  context.ledger.signed(record, signed.expiresAt)
  const answer = await send(signed.headers)
  if (answer.status >= 200 && answer.status < 300) context.ledger.settle(record, settlementOf(answer)?.amount ?? offer.amount)
  return answer
}

function codeOf(answer: Answer): string | undefined {
  const code = (answer.body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : undefined
}
