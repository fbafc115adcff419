import { createError, createInFlightLedger, isApiError, type InFlightLedger, type PaymentAuthorization, type PaymentRail, type PaymentRequirement, type RailAnswer, type StateStore, type VerifiedPayment } from '@svc/core'
import type { BalanceReader } from './balances.ts'
import type { Facilitator } from './facilitator.ts'
import { bazaarExtension, x402Discovery } from './discovery.ts'
import { createFunds } from './funds.ts'
import { decodePaymentHeader, type DecodedPayment } from './header.ts'
import { createOffers, type Offer, requirementsOf } from './offers.ts'
import { paymentIdentifierOf } from './payment-id.ts'
import { paymentRequiredAnswer, priceMessage, rejectionError } from './payment-required.ts'
import { evmRail, type EvmRail, type NetworkMode, solanaRail } from './rails.ts'
import type { ReceiptIssuer } from './receipts.ts'
import { PaymentRejection } from './rejection.ts'
import { reservePayment, resumeReservation } from './reservation.ts'
import { createSignIn, SIGN_IN_HEADER, signInMessage, signInNetworks } from './sign-in.ts'
import { type ResumableSettlement, settleReserved } from './settlement.ts'
import { matchOffer, matchResource, verifyClaim } from './verify-payment.ts'
import { BATCH_SCHEME, type Channels, createChannels } from './channels/channels.ts'
import { type ChannelSettings, failureWindowMsOf } from './channels/settings.ts'
import { channelRailFigures } from './channels/figures.ts'
import { walletChannels } from './channels/wallet-channels.ts'

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
  /** Reads EVM payers' balances (an RPC): funds are checked from a cached balance instead of a `/verify` per call. */
  balances?: BalanceReader | undefined
  /** In-flight amounts per payer (default: on `state`, shared by the hosts on it). */
  ledger?: InFlightLedger
  /** Signs offers into every 402 and receipts into every settlement (the official offer-receipt extension). */
  receipts?: ReceiptIssuer | undefined
  /** How often what the facilitator supports is asked again (default 5 min). */
  supportedRefreshMs?: number
  /**
   * x402 batch-settlement channels on EVM (default: on, offered when the facilitator settles them):
   * which calls offer them, and when vouchers are claimed.
   */
  channels?: ChannelSettings | undefined
  /** Clock in ms, replaceable in tests. */
  now?: () => number
  log?: (message: string) => void
}

/** The request headers an x402 payment comes in: v2's, then v1's. */
export const X402_REQUEST_HEADERS = ['payment-signature', 'x-payment'] as const
/** The answer headers x402 writes: the 402's challenge, and the settlement (v2, v1). */
export const X402_RESPONSE_HEADERS = ['payment-required', 'payment-response', 'x-payment-response'] as const

/**
 * The x402 v2 payment rail (and v1's X-PAYMENT): verify locally, make sure the payer can pay,
 * reserve once; core settles after success.
 */
export function createX402Gate(options: X402GateOptions): PaymentRail {
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const maxTimeoutSeconds = options.maxTimeoutSeconds ?? 60
  const offers = createOffers({ network: options.network, payTo: options.payTo, facilitator: options.facilitator, evmRail: options.evmRail, now, refreshMs: options.supportedRefreshMs })
  const funds = options.facilitator ? createFunds({ facilitator: options.facilitator, ledger: options.ledger ?? createInFlightLedger(options.state, 'x402:inflight:'), balances: options.balances, now }) : undefined

  const signIn = createSignIn({ state: options.state, networks: () => signInNetworks(options), answer: async (requirement, reason) => answer(requirement, await offers.list(requirement.upto), reason) })
  const evm = options.evmRail ?? evmRail(options.network)
  // Checked here, not when the channels start: a bad setting stops the host rather than turning channels off.
  if (options.channels) failureWindowMsOf(options.channels)
  const channels: Promise<Channels | undefined> = options.facilitator && options.payTo.evm && options.channels?.enabled
    ? createChannels({ state: options.state, facilitator: options.facilitator, rail: evm, payTo: options.payTo.evm as `0x${string}`, settings: options.channels, maxTimeoutSeconds, log, supported: offers.supported, now, refreshMs: options.supportedRefreshMs }).catch((error: unknown) => {
        log(`x402: batch-settlement channels are off: ${(error as Error).message}`)
        return undefined
      })
    : Promise.resolve(undefined)
  // Once started, the channels are taken without a promise per call.
  let channelsNow: Channels | undefined
  void channels.then((started) => {
    channelsNow = started
  })

  async function answer(requirement: PaymentRequirement, list: Offer[], reason?: string) {
    // A free identity-only operation is signed in to, never paid: its 402 offers the sign-in alone.
    const paying = requirement.amountMicros > 0 ? list : []
    const message = reason ?? (paying.length === 0 && requirement.operation.definition.access === 'identity' ? signInMessage(requirement) : priceMessage(requirement, list, offers.missing()))
    // A voucher is recorded in the channel's own state, not as a settlement core can write ahead with held
    // writes and carry out again after a crash: calls that change stored data are paid with `exact` instead.
    const channelOffer = !requirement.changesState && paying.some((offer) => offer.kind === 'evm') ? await (await channels)?.offer(requirement.amountMicros) : undefined
    return paymentRequiredAnswer(requirement, paying, maxTimeoutSeconds, message, options.receipts, await signIn.challenge(requirement), channelOffer ? [channelOffer] : [])
  }

  /**
   * The v2 PaymentPayload the facilitator is given (a v1 payment is restated as v2), with the bazaar
   * declaration a facilitator catalogues settled resources by: the host adds it, since the client's
   * payment no longer echoes it.
   */
  function facilitatorPayload(payment: DecodedPayment, requirement: PaymentRequirement, requirements: object): Record<string, unknown> {
    const extensions = { ...bazaarExtension(requirement.operation), ...(payment.version === 2 ? (payment.raw.extensions as Record<string, unknown> | undefined) : undefined) }
    if (payment.version === 2) return { ...payment.raw, resource: payment.raw.resource ?? { url: requirement.resource }, extensions }
    return { x402Version: 2, resource: { url: requirement.resource }, accepted: requirements, payload: payment.payload, extensions }
  }

  /** Decodes the header, matches it to an offer and verifies it; throws PaymentRejection. */
  async function check(request: Request, requirement: PaymentRequirement, list: Offer[]) {
    const payment = decodePaymentHeader(request.headers)
    if (list.length === 0) throw new PaymentRejection('no_rail', `This host takes no payment yet: ${offers.missing() ?? 'no payment rail is available right now'}`)
    const offer = matchOffer(list, payment, requirement.amountMicros, options.network)
    matchResource(payment, requirement.resource)
    const paymentId = paymentIdentifierOf(payment)
    const requirements = requirementsOf(offer, requirement.amountMicros, maxTimeoutSeconds)
    const paymentPayload = facilitatorPayload(payment, requirement, requirements)
    const delegate = options.delegateVerification ?? true
    const claim = await verifyClaim(offer, payment, { requirements, paymentPayload, facilitator: options.facilitator!, delegate, now: now() })
    return { claim, payment, paymentPayload, requirements, paymentId }
  }

  /** A batch-settlement payment and the channels that take it; undefined for any other payment. */
  async function channelPaymentOf(request: Request): Promise<{ payment: DecodedPayment; channels: Channels } | undefined> {
    let payment: DecodedPayment
    try {
      payment = decodePaymentHeader(request.headers)
    } catch {
      return undefined
    }
    if (payment.version !== 2 || payment.scheme !== BATCH_SCHEME) return undefined
    const taking = channelsNow ?? (await channels)
    return taking ? { payment, channels: taking } : undefined
  }

  /** A rejection as the 402 answer; anything unforeseen in a header is still the caller's bad payment, never a 5xx. */
  async function refused(error: unknown, requirement: PaymentRequirement, list: Offer[]): Promise<never> {
    if (error instanceof PaymentRejection) throw rejectionError(await answer(requirement, list, error.message), error, requirement)
    if (isApiError(error)) throw error
    log(`x402: unreadable payment: ${(error as Error).message}`)
    const rejection = new PaymentRejection('invalid_payload', 'The payment header could not be read as an x402 payment')
    throw rejectionError(await answer(requirement, list, rejection.message), rejection, requirement)
  }

  async function verify(request: Request, requirement: PaymentRequirement): Promise<VerifiedPayment | RailAnswer> {
    const channelPayment = await channelPaymentOf(request)
    if (channelPayment && requirement.changesState) {
      const rejection = new PaymentRejection('unsupported_scheme', `${requirement.operation.id} changes stored data and is not offered with batch-settlement; pay with its exact offer`)
      throw rejectionError(await answer(requirement, await offers.list(requirement.upto), rejection.message), rejection, requirement)
    }
    // A voucher needs the other offers only when it is refused (they go in the 402).
    if (channelPayment) return channelPayment.channels.verify(channelPayment.payment, requirement, async () => answer(requirement, await offers.list(requirement.upto)))
    const list = await offers.list(requirement.upto)
    const checked = await check(request, requirement, list).catch((error: unknown) => refused(error, requirement, list))
    const { claim, payment, paymentPayload, requirements, paymentId } = checked
    const payer = { address: claim.payer, network: claim.offer.rail.network }
    const fold = claim.offer.kind === 'evm' ? claim.payer.toLowerCase() : claim.payer
    return {
      payer,
      key: claim.key,
      keepUntil: claim.keepUntil,
      // The identifier is the payer's: another wallet naming it reaches nothing of this one's.
      answerKey: paymentId ? `x402:${claim.offer.rail.network}:${fold}:${paymentId}` : undefined,
      async take({ fresh }): Promise<PaymentAuthorization> {
        const reserved = await reservePayment(options.state, claim.key, claim.keepUntil).catch((error: unknown) => {
          log(`x402: state unavailable while reserving a payment: ${(error as Error).message}`)
          throw createError('UNAVAILABLE', 'Payments cannot be recorded right now; retry shortly (nothing was charged)')
        })
        if ('taken' in reserved) {
          const message = reserved.taken === 'reserved' ? 'This payment is in use by another request' : `This payment was already used (${reserved.taken})`
          throw rejectionError(await answer(requirement, list, message), new PaymentRejection('nonce_used', message), requirement)
        }
        const fundsClaim = { kind: claim.offer.kind, scheme: claim.offer.scheme, payer: claim.payer, requirements, paymentPayload, vouched: claim.vouched && !fresh }
        const held = await funds!.assure(fundsClaim, fresh).catch(async (error: unknown) => {
          await reserved.release()
          return refused(error, requirement, list)
        })
        const v1 = payment.version === 1
        const receipts = options.receipts ? { issuer: options.receipts, resourceUrl: requirement.resource } : undefined
        const settleContext = { facilitator: options.facilitator!, reservation: reserved, paymentPayload, requirements, payer: claim.payer, v1, log, onMismatch: offers.refresh, receipts }
        return {
          payer,
          // `exact` moves the whole authorized value whatever the usage, `upto` the usage core reports; core records what moved.
          async settle(amountMicros) {
            try {
              const settled = await settleReserved(settleContext, amountMicros)
              if (settled.settlement.status === 'settled') funds!.spent(fundsClaim, BigInt(settled.settlement.amount))
              return settled
            } catch (error) {
              funds!.forget(fundsClaim)
              throw error
            } finally {
              await held.free().catch(() => {})
            }
          },
          async release() {
            await held.free().catch(() => {})
            await reserved.release()
          },
          resumable: (amountMicros): ResumableSettlement => ({
            key: claim.key,
            owner: reserved.owner!,
            keepUntil: claim.keepUntil,
            paymentPayload,
            // Core passes the usage already capped at the authorization.
            requirements: claim.offer.scheme === 'upto' ? { ...requirements, amount: String(amountMicros) } : requirements,
            payer: claim.payer,
            v1,
            resourceUrl: requirement.resource,
          }),
        }
      },
    }
  }

  return {
    id: 'x402',
    requestHeaders: [...X402_REQUEST_HEADERS, SIGN_IN_HEADER],
    responseHeaders: X402_RESPONSE_HEADERS,
    recognizes: (request) => request.headers.has('payment-signature') || request.headers.has('x-payment'),

    challenge: async (requirement, reason) => answer(requirement, await offers.list(requirement.upto), reason),

    identity: signIn.identity,

    discovery: x402Discovery,

    describe() {
      const missing = offers.missing()
      if (missing) return `payments: x402 installed, but ${missing}: paid calls answer 402 with no rail; trial and free operations work`
      const rails = [options.payTo.evm && `EVM ${(options.evmRail ?? evmRail(options.network)).network}`, options.payTo.solana && `Solana ${solanaRail(options.network).network}`].filter(Boolean)
      const check = options.balances ? 'funds read from the chain (cached)' : 'funds checked with the facilitator\'s /verify'
      return `payments: x402 v2 via ${options.facilitator!.url} on ${rails.join(', ')} (exact, USDC${options.payTo.evm ? '; upto on EVM for up-to billed calls when the facilitator settles it' : ''}; ${check})`
    },

    verify,

    // A channel voucher checked and held in one step (core's shortest paid path); any other payment goes to `verify`.
    async hold(request, requirement) {
      if (requirement.changesState) return undefined
      const channelPayment = await channelPaymentOf(request)
      return channelPayment?.channels.hold(channelPayment.payment, requirement, async () => answer(requirement, await offers.list(requirement.upto)))
    },

    async authorize(request, requirement) {
      const verified = await verify(request, requirement)
      // A rail's own answer (a channel's cooperative close) pays for no call: nothing to hold a write against.
      if ('kind' in verified) throw createError('PAYMENT_INVALID', 'This payment answers itself (a channel close) and cannot pay for a call that changes stored data')
      return verified.take({ fresh: false })
    },

    async resume(data) {
      const resumable = data as ResumableSettlement
      const reservation = resumeReservation(options.state, resumable.key, resumable.owner, resumable.keepUntil)
      const receipts = options.receipts && resumable.resourceUrl ? { issuer: options.receipts, resourceUrl: resumable.resourceUrl } : undefined
      const context = { facilitator: options.facilitator!, reservation, paymentPayload: resumable.paymentPayload, requirements: resumable.requirements, payer: resumable.payer, v1: resumable.v1, log, resumed: true, onMismatch: offers.refresh, receipts }
      return settleReserved(context, Number(resumable.requirements.amount))
    },

    close() {
      offers.close()
      void channels.then((taking) => taking?.close())
    },

    async figures() {
      const taking = await channels
      return taking ? channelRailFigures(await taking.claims.figures()) : undefined
    },

    async walletChannels(payer) {
      return (await channels) ? walletChannels(options.state, payer, evm.network) : []
    },

    /** The batch-settlement channels of this host (undefined when they are off), for the operator's figures and tests. */
    channels: () => channels,
  } as PaymentRail & { channels: () => Promise<Channels | undefined> }
}
