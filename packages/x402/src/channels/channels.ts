import { ApiError, encodeHeaderJson, type HeldPayment, type PaymentAuthorization, type PaymentRequirement, type RailAnswer, type StateStore, type VerifiedPayment } from '@svc/core'
import type { BatchSettlementEvmScheme, Channel } from '@x402/evm/batch-settlement/server'
import type { Facilitator, SupportedResponse } from '../facilitator.ts'
import type { DecodedPayment } from '../header.ts'
import type { EvmRail } from '../rails.ts'
import { prepareSigner } from '../evm-signer.ts'
import { stateChannelStorage } from './channel-storage.ts'
import { createClaims, type Claims } from './claims.ts'
import { type ChannelSettings, failureWindowMsOf } from './settings.ts'
import { offerMismatch, sameText } from './offer-match.ts'
import { recordOnChain } from './on-chain-record.ts'
import { checkVoucherHere } from './voucher-check.ts'
import { HeldChannelVoucher, type CommonVoucher, type VoucherDesk } from './held-voucher.ts'
import { CHANNEL_BUSY, createVoucherPath, CUMULATIVE_MISMATCH, type HeldVoucher } from './voucher-path.ts'

export const BATCH_SCHEME = 'batch-settlement'
const PAYMENT_TYPES = new Set(['deposit', 'voucher', 'refund'])

export interface ChannelOptions {
  state: StateStore
  facilitator: Facilitator
  rail: EvmRail
  payTo: `0x${string}`
  settings: ChannelSettings
  maxTimeoutSeconds: number
  log: (message: string) => void
  /** The facilitator's `/supported`, from the offers' cache (default: asked here); `complete` says what is looked for. */
  supported?: (complete: (value: SupportedResponse) => boolean) => Promise<SupportedResponse | undefined>
  /** The host's clock in ms (the gate's): when the kind found in `/supported` is asked again. */
  now?: () => number
  /** How long the kind found in `/supported` is used before it is asked again (the gate's `supportedRefreshMs`, default 5 min). */
  refreshMs?: number | undefined
}

/** How long the batch-settlement kind of `/supported` is used by default, as the offers' cache keeps `/supported`. */
const REFRESH_KIND_MS = 5 * 60_000

/** A batch-settlement `accepts` entry (PaymentRequirements). */
export interface BatchRequirements {
  scheme: typeof BATCH_SCHEME
  network: string
  amount: string
  asset: string
  payTo: string
  maxTimeoutSeconds: number
  extra: Record<string, unknown>
}

type Hooks = Required<BatchSettlementEvmScheme['schemeHooks']>
type Answer = { body: Record<string, unknown>; headers: Record<string, string> }
/** What an official verify hook answers: go on (undefined), refuse (`abort`), or the verification's result (`skip`). */
type HookOutcome = { abort?: boolean; skip?: boolean; reason?: string; message?: string; result?: any } | undefined

/**
 * x402's `batch-settlement` on EVM: a payer deposits once into an escrow channel, then pays each call
 * with a voucher (a signed running total) checked here, with no facilitator round trip; the host
 * claims the vouchers in batches (claims.ts) and refunds the unused deposit on a cooperative close.
 * The official server scheme does the protocol; its channel records live in the host's state
 * (channel-storage.ts), so a voucher is recorded before its answer leaves, on disk or on Redis.
 */
export async function createChannels(options: ChannelOptions) {
  const { BatchSettlementEvmScheme: Scheme } = await import('@x402/evm/batch-settlement/server')
  // Every voucher is recovered here: the binding is loaded at start, not by the first voucher's call.
  await prepareSigner()
  const { state, facilitator, rail, settings, log } = options
  const now = options.now ?? Date.now
  const refreshMs = options.refreshMs ?? REFRESH_KIND_MS
  const storage = stateChannelStorage(state)
  const scheme = new Scheme(options.payTo, { storage, withdrawDelay: settings.withdrawDelaySeconds })
  const hooks = scheme.schemeHooks as Hooks
  const client = { verify: facilitator.verify, settle: facilitator.settle, getSupported: facilitator.supported } as never
  const manager = scheme.createChannelManager(client, rail.network as `${string}:${string}`, rail.asset)
  const claims: Claims = createClaims({ state, storage, manager, policy: settings.claim, log })
  const voucherPath = createVoucherPath(storage, options.maxTimeoutSeconds)
  const onChain = { scheme, hooks, storage, log }
  // A voucher's key comes back unchanged after a failed call (nothing charged): its failures are counted over this window, not the day it is kept.
  const failuresCountedForMs = failureWindowMsOf(settings)

  /** The facilitator's batch-settlement kind on this network, which names the receiver authorizer. */
  async function supportedKind(): Promise<{ x402Version: number; scheme: string; network: `${string}:${string}`; extra?: Record<string, unknown> } | undefined> {
    const batchKindOf = (value: SupportedResponse | undefined) => value?.kinds.find((k) => k.x402Version === 2 && k.scheme === BATCH_SCHEME && (k.network === rail.network || k.network === 'eip155:*'))
    const supported = await (options.supported ? options.supported((value) => batchKindOf(value) !== undefined) : facilitator.supported()).catch(() => undefined)
    const kind = batchKindOf(supported)
    return kind && typeof kind.extra?.receiverAuthorizer === 'string' ? { ...kind, network: rail.network as `${string}:${string}` } : undefined
  }

  let kind: ReturnType<typeof supportedKind> | undefined
  let kindAt = 0
  /** What the kind asked last resolved to, once it has (a voucher's offer is then found without a promise). */
  let kindNow: Awaited<ReturnType<typeof supportedKind>> | undefined
  // On the gate's clock and period, so the offer and the voucher path follow `/supported` when the offers do.
  const kindFresh = () => now() - kindAt <= refreshMs
  const cachedKind = () => {
    if (!kind || !kindFresh()) {
      const asked = supportedKind()
      kind = asked
      kindAt = now()
      kindNow = undefined
      void asked.then((found) => {
        if (kind === asked) kindNow = found
      })
    }
    return kind
  }

  /** Offers by price, for the kind they were built from (rebuilt when `/supported` is asked again). */
  const built = new Map<number, { from: unknown; offer: BatchRequirements }>()

  /** Whether the operator's settings offer channels to calls of this price. */
  const offered = (amountMicros: number) => settings.enabled && (settings.maxPriceMicros === undefined || amountMicros <= settings.maxPriceMicros)

  /** The offer of a call priced `amountMicros`, or undefined when channels are not offered for it. */
  async function offer(amountMicros: number): Promise<BatchRequirements | undefined> {
    if (!offered(amountMicros)) return undefined
    const found = await cachedKind()
    if (!found) return undefined
    const known = built.get(amountMicros)
    if (known?.from === found) return known.offer
    if (built.size > 1000) built.clear()
    const fresh = await buildOffer(amountMicros, found)
    built.set(amountMicros, { from: found, offer: fresh })
    // Shared by the calls of this price: read only (a refusal copies the 402's offers before it adds to them).
    return fresh
  }

  /** `offer` without a promise: the offer built for this price from the kind known now; undefined when there is none yet (ask `offer`). */
  function offerNow(amountMicros: number): BatchRequirements | undefined {
    if (!kindNow || !kindFresh() || !offered(amountMicros)) return undefined
    const known = built.get(amountMicros)
    return known?.from === kindNow ? known.offer : undefined
  }

  async function buildOffer(amountMicros: number, found: NonNullable<Awaited<ReturnType<typeof supportedKind>>>): Promise<BatchRequirements> {
    const base = { scheme: BATCH_SCHEME, network: rail.network, amount: String(amountMicros), asset: rail.asset, payTo: options.payTo, maxTimeoutSeconds: options.maxTimeoutSeconds, extra: { ...rail.domain, assetTransferMethod: 'eip3009', minDeposit: String(amountMicros * settings.depositCalls) } }
    return (await scheme.enhancePaymentRequirements(base as never, found, [])) as BatchRequirements
  }

  /** A refusal as the client's recovery reads it: the official code in `error`, corrective channel state in the offer. */
  async function refusal(answer: Answer, code: string, message: string, paymentPayload: Record<string, unknown>, requirement: PaymentRequirement): Promise<never> {
    const accepts = structuredClone((answer.body.accepts as Array<Record<string, unknown>>) ?? [])
    if (code === CUMULATIVE_MISMATCH) await scheme.enrichPaymentRequiredResponse({ error: code, paymentPayload, requirements: accepts } as never).catch(() => {})
    const body = { ...answer.body, accepts, error: code, message, code: 'PAYMENT_INVALID', reason: code }
    const resource = { url: requirement.resource, description: requirement.operation.description, mimeType: 'application/json' }
    const headers = { ...answer.headers, 'payment-required': encodeHeaderJson({ ...body, resource }) }
    throw new ApiError('PAYMENT_INVALID', message, { body, headers, details: { reason: code } })
  }

  /**
   * Verifies a batch-settlement payment (a deposit, a voucher or a refund) for this call. A voucher is
   * checked here when the channel's on-chain state is fresh, otherwise by the facilitator; `take`
   * reserves the channel for this call; `settle` records the charge (the voucher) or, for a deposit,
   * has the facilitator deposit first. A refund (a cooperative close) is not a call: it is carried out
   * here and answered by the rail (`RailAnswer`), the operation not run.
   */
  async function verify(payment: DecodedPayment, requirement: PaymentRequirement, answer: () => Promise<Answer>): Promise<VerifiedPayment | RailAnswer> {
    const requirements = offerNow(requirement.amountMicros) ?? (await offer(requirement.amountMicros))
    if (!requirements) return refusal(await answer(), 'unsupported_scheme', 'This call is not offered with batch-settlement; pay with another offer of its 402', payment.raw, requirement)
    const accepted = payment.accepted
    if (accepted?.network !== rail.network || !sameText(accepted.asset, rail.asset) || !sameText(accepted.payTo, options.payTo) || accepted.amount !== requirements.amount) {
      return refusal(await answer(), 'wrong_offer', 'The payment accepted another offer than this call\'s batch-settlement offer (network, asset, pay-to or amount)', payment.raw, requirement)
    }
    // The official hooks key their per-request context on this object: the same one goes through every step.
    const paymentPayload = { ...payment.raw, accepted: requirements } as Record<string, any>
    const raw = paymentPayload.payload as { type?: string; voucher?: { channelId?: string; maxClaimableAmount?: string }; channelConfig?: { payer?: string } }
    if (!PAYMENT_TYPES.has(raw.type ?? '') || typeof raw.voucher?.channelId !== 'string') {
      return refusal(await answer(), 'invalid_payload', 'A batch-settlement payment is a deposit, a voucher or a refund with a voucher', payment.raw, requirement)
    }
    // A new payment on a channel the current offer no longer describes (another receiver authorizer, after the
    // facilitator rotated its key) is refused with that offer. A refund (a close) is left to the facilitator, as
    // before; it checks the channel against the same offer (see the README: the deposit comes back by withdrawal).
    if (raw.type !== 'refund') {
      const config = raw.channelConfig as Record<string, unknown> | undefined
      const mismatch = typeof config === 'object' && config !== null ? offerMismatch(config, requirements) : undefined
      if (mismatch) return refusal(await answer(), mismatch.refused, mismatch.message, paymentPayload, requirement)
    }
    if (raw.type === 'voucher') {
      const common = await commonVoucher(paymentPayload, requirements, requirement, answer)
      if (common) return common
    }
    // Anything else goes through the official hooks, which take no channel a call of this process holds.
    if (voucherPath.busy(raw.voucher.channelId)) return refusal(await answer(), CHANNEL_BUSY, 'Channel is already processing a request', paymentPayload, requirement)
    const before = (await hooks.onBeforeVerify({ paymentPayload, requirements } as never)) as HookOutcome
    if (before?.abort) return refusal(await answer(), before.reason ?? 'invalid_payload', before.message ?? 'The channel payment was refused', paymentPayload, requirement)
    const result = before?.skip ? before.result : await facilitator.verify(paymentPayload, requirements).catch((error: unknown) => {
      log(`x402: the facilitator could not verify a channel payment: ${(error as Error).message}`)
      return undefined
    })
    if (!result) throw new ApiError('UNAVAILABLE', 'The facilitator could not be asked about this channel payment; retry shortly (nothing was charged)')
    if (!result.isValid) {
      await scheme.clearPendingRequest(paymentPayload as never).catch(() => {})
      return refusal(await answer(), result.invalidReason ?? 'invalid_payload', `The channel payment was refused (${result.invalidMessage ?? result.invalidReason ?? 'no reason given'})`, paymentPayload, requirement)
    }
    const channelId = raw.voucher.channelId.toLowerCase()
    const payer = { address: String(result.payer ?? raw.channelConfig?.payer ?? ''), network: rail.network }
    if (raw.type === 'refund') {
      const reserved = (await hooks.onAfterVerify({ paymentPayload, requirements, result } as never)) as { abort?: boolean; reason?: string; message?: string } | undefined
      if (reserved?.abort) return refusal(await answer(), reserved.reason ?? 'invalid_payload', reserved.message ?? 'The channel is busy', paymentPayload, requirement)
      return refund(paymentPayload, requirements, channelId, payer)
    }
    return {
      payer,
      key: `x402:batch:${channelId}:${raw.voucher.maxClaimableAmount}`,
      keepUntil: Date.now() + 86_400_000,
      failuresCountedForMs,
      async take(): Promise<PaymentAuthorization> {
        const reserved = (await hooks.onAfterVerify({ paymentPayload, requirements, result } as never)) as { abort?: boolean; reason?: string; message?: string } | undefined
        if (reserved?.abort) return refusal(await answer(), reserved.reason ?? 'invalid_payload', reserved.message ?? 'The channel is busy', paymentPayload, requirement)
        return {
          payer,
          settle: async (amountMicros) => {
            const charged = { ...requirements, amount: String(requirement.upto ? amountMicros : requirement.amountMicros) }
            const settled = raw.type === 'voucher' ? await commitVoucher(paymentPayload, charged) : await deposit(paymentPayload, charged)
            await claims.paid(BigInt(charged.amount))
            // The payer's receipt names the channel: a voucher has no transaction of its own.
            return { ...settled, settlement: { ...settled.settlement, channel: channelId } }
          },
          release: async () => {
            await scheme.clearPendingRequest(paymentPayload as never)
          },
        }
      },
    }
  }

  /**
   * The common voucher (voucher-check.ts: a channel known here with fresh on-chain state, the next
   * running total, signed by the channel's payer authorizer), paid in one state step (voucher-path.ts)
   * with no official hook: undefined for any other voucher, which the official hooks then decide (a
   * corrective 402, a busy channel, a facilitator `/verify` of stale state).
   */
  async function commonVoucher(paymentPayload: Record<string, any>, requirements: BatchRequirements, requirement: PaymentRequirement, answer: () => Promise<Answer>): Promise<VerifiedPayment | undefined> {
    const common = await checkCommon(paymentPayload.payload, requirements)
    if (!common) return undefined
    const payer = { address: common.payer, network: rail.network }
    return {
      payer,
      key: `x402:batch:${common.channelId}:${common.max}`,
      keepUntil: Date.now() + 86_400_000,
      failuresCountedForMs,
      async take(): Promise<PaymentAuthorization> {
        const held = await voucherPath.hold(common.channelId, common.max, common.signature, common.price)
        if ('refused' in held) return refusal(await answer(), held.refused, held.message, paymentPayload, requirement)
        return { payer, settle: (amountMicros) => chargeHeld(held, amountMicros, requirement, requirements, common.payer), release: () => voucherPath.release(held) }
      },
    }
  }

  /** The common voucher's facts once checked here (signature recovered), or undefined for any other voucher. */
  async function checkCommon(raw: Record<string, any>, requirements: BatchRequirements): Promise<CommonVoucher | undefined> {
    if (typeof raw.voucher?.signature !== 'string' || typeof raw.channelConfig !== 'object' || raw.channelConfig === null) return undefined
    const channelId = String(raw.voucher.channelId).toLowerCase()
    const price = BigInt(requirements.amount)
    const facts = { channelId, maxClaimableAmount: String(raw.voucher.maxClaimableAmount), signature: raw.voucher.signature, channelConfig: raw.channelConfig, price, payTo: options.payTo, asset: rail.asset, chainId: rail.chainId, freshForMs: scheme.getOnchainStateTtlMs(), now: Date.now() }
    const checked = checkVoucherHere(storage.seen(channelId) ?? (await storage.known(channelId)), facts)
    let found = checked instanceof Promise ? await checked : checked
    // On a shared store the record known here may be behind another host's write: read it once afresh.
    if (!found && !storage.exact) found = await checkVoucherHere(await storage.get(channelId), facts)
    if (!found) return undefined
    return { channelId, max: BigInt(facts.maxClaimableAmount), signature: facts.signature, price, payer: found.payer }
  }

  /** Records a held voucher's charge (durable when it resolves) and answers what it paid; nothing is charged when it throws. */
  async function chargeHeld(held: HeldVoucher, amountMicros: number, requirement: PaymentRequirement, requirements: BatchRequirements, payerAddress: string) {
    const amount = BigInt(requirement.upto ? amountMicros : requirement.amountMicros)
    let recorded: { previous: Channel; current: Channel }
    try {
      recorded = await voucherPath.charge(held, amount)
    } catch (error) {
      throw new ApiError('SETTLEMENT_FAILED', `The voucher could not be recorded (${(error as Error).message}); the result is withheld and nothing was charged`, { details: { reason: 'settlement_failed' } })
    }
    const flushed = claims.paid(amount)
    if (flushed) await flushed
    const { previous, current } = recorded
    const charged = amount.toString()
    const channelState = { channelId: previous.channelId, balance: previous.balance, totalClaimed: previous.totalClaimed, withdrawRequestedAt: previous.withdrawRequestedAt, refundNonce: String(previous.refundNonce), chargedCumulativeAmount: current.chargedCumulativeAmount }
    // The payer's receipt names the channel, as for any voucher.
    return settledAnswer({ success: true, payer: payerAddress.toLowerCase(), transaction: '', amount: charged, extra: { channelState, chargedAmount: charged } }, requirements, held.channelId)
  }

  /**
   * The common voucher held in one step, for core's shortest paid path (`PaymentRail.hold`): checked as
   * `verify` checks it, then held. Undefined for any other payment (a deposit, a refund, a voucher the
   * official hooks decide, an offer that does not match), which `verify` then takes or refuses.
   */
  async function hold(payment: DecodedPayment, requirement: PaymentRequirement, answer: () => Promise<Answer>): Promise<HeldPayment | undefined> {
    const requirements = offerNow(requirement.amountMicros)
    const accepted = payment.accepted
    const raw = payment.raw.payload as Record<string, any> | undefined
    if (!requirements || raw?.type !== 'voucher' || typeof raw.voucher?.channelId !== 'string') return undefined
    if (accepted?.network !== rail.network || !sameText(accepted.asset, rail.asset) || !sameText(accepted.payTo, options.payTo) || accepted.amount !== requirements.amount) return undefined
    if (typeof raw.channelConfig !== 'object' || raw.channelConfig === null || offerMismatch(raw.channelConfig, requirements)) return undefined
    const common = await checkCommon(raw, requirements)
    if (!common) return undefined
    const held = await voucherPath.hold(common.channelId, common.max, common.signature, common.price)
    if ('refused' in held) return refusal(await answer(), held.refused, held.message, { ...payment.raw, accepted: requirements }, requirement)
    return new HeldChannelVoucher(held, { address: common.payer, network: rail.network }, requirement, requirements, desk, failuresCountedForMs)
  }
  /** What a held voucher is charged and released with (shared by every call). */
  const desk: VoucherDesk = { charge: chargeHeld, release: (held) => voucherPath.release(held) }

  /**
   * The settled answer and its header; `channel` names the channel a voucher paid from in the payer's receipt.
   * The amount is the response's (what was charged: an up-to call's usage), not the offer's price.
   */
  function settledAnswer(response: Record<string, any>, requirements: BatchRequirements, channel?: string) {
    const encoded = encodeHeaderJson({ ...response, network: requirements.network })
    return {
      settlement: { status: 'settled' as const, network: requirements.network, payer: String(response.payer ?? ''), amount: String(response.amount ?? requirements.amount), ...(response.transaction ? { transaction: response.transaction } : {}), ...(channel ? { channel } : {}) },
      headers: { 'payment-response': encoded },
    }
  }

  /** Records the voucher's charge on the channel (no chain, no facilitator): durable when this returns. */
  async function commitVoucher(paymentPayload: Record<string, unknown>, requirements: BatchRequirements) {
    const done = (await hooks.onBeforeSettle({ paymentPayload, requirements } as never)) as { abort?: boolean; skip?: boolean; message?: string; reason?: string; result?: Record<string, any> } | undefined
    if (!done?.skip || !done.result) throw new ApiError('SETTLEMENT_FAILED', `The voucher could not be recorded (${done?.message ?? 'no reason'}); the result is withheld and nothing was charged`, { details: { reason: done?.reason ?? 'settlement_failed' } })
    return settledAnswer({ ...done.result, amount: requirements.amount }, requirements)
  }

  /** A first payment: the facilitator deposits on chain, then the channel records this call's charge. */
  async function deposit(paymentPayload: Record<string, unknown>, requirements: BatchRequirements) {
    const response: Record<string, any> = await facilitator.settle(paymentPayload, requirements).catch((error: unknown) => ({ success: false, errorReason: 'facilitator_unavailable', errorMessage: (error as Error).message }))
    if (!response.success) {
      await scheme.clearPendingRequest(paymentPayload as never).catch(() => {})
      throw new ApiError('SETTLEMENT_FAILED', `The deposit was refused (${response.errorMessage ?? response.errorReason ?? 'no reason given'}); the result is withheld and nothing was charged`, { details: { reason: response.errorReason ?? 'settlement_failed' } })
    }
    await recordOnChain(onChain, paymentPayload, requirements, response, 'deposit')
    const extra = await scheme.enrichSettlementResponse({ paymentPayload, requirements, result: response } as never)
    return settledAnswer({ ...response, amount: requirements.amount, extra: { ...response.extra, ...(extra ?? {}) } }, requirements)
  }

  /**
   * A cooperative close: what the vouchers owe is claimed and the rest of the deposit goes back to the
   * payer, in one facilitator settlement. The operation does not run; the answer is the refund's.
   */
  async function refund(paymentPayload: Record<string, any>, requirements: BatchRequirements, channelId: string, payer: RailAnswer['payer']): Promise<RailAnswer> {
    let response: Record<string, any>
    try {
      const enriched = await scheme.enrichSettlementPayload({ paymentPayload, requirements } as never)
      paymentPayload.payload = { ...paymentPayload.payload, ...(enriched ?? {}) }
      response = await facilitator.settle(paymentPayload, requirements)
    } catch (error) {
      response = { success: false, errorReason: (error as Error).message }
    }
    if (!response.success) {
      await scheme.clearPendingRequest(paymentPayload as never).catch(() => {})
      const encoded = encodeHeaderJson({ ...response, network: requirements.network, transaction: response.transaction ?? '' })
      throw new ApiError('SETTLEMENT_FAILED', `The refund was refused (${response.errorMessage ?? response.errorReason ?? 'no reason given'})`, { headers: { 'payment-response': encoded }, details: { reason: response.errorReason ?? 'refund_failed' } })
    }
    await recordOnChain(onChain, paymentPayload, requirements, response, 'close')
    // The refund is on chain: the operator's figures of it never turn its answer into a failure.
    await claims.closed(channelId, response.transaction ?? '', paymentPayload.payload as Record<string, any>).catch((error: unknown) => log(`x402: the close of channel ${channelId} could not be recorded in the figures: ${(error as Error).message}`))
    const encoded = encodeHeaderJson({ ...response, network: requirements.network })
    return { kind: 'answered', payer, status: 200, headers: { 'payment-response': encoded }, body: { message: 'Refund acknowledged', channelId, transaction: response.transaction ?? '' } }
  }

  const channels = {
    offer,
    verify,
    hold,
    claims,
    /** Channel records (for the operator's figures). */
    list: (): Promise<Channel[]> => storage.list(),
    /**
     * Frees reservations a killed process left (its requests are gone): on one host only, where no
     * other process can be in the middle of a call on the same channels.
     */
    async freeStaleReservations(): Promise<number> {
      let freed = 0
      for (const channel of await storage.list()) {
        if (!channel.pendingRequest) continue
        const result = await storage.updateChannel(channel.channelId, (current) => (current?.pendingRequest ? { ...current, pendingRequest: undefined } : current))
        if (result.status === 'updated') freed++
      }
      return freed
    },
    close: () => claims.close(),
  }
  // A host on its own disk starts with no call in flight: what a killed process reserved is freed at once.
  if (state.backend === 'embedded') {
    await claims.freeStaleLease()
    const freed = await channels.freeStaleReservations()
    if (freed > 0) log(`x402: freed ${freed} channel reservation(s) left by a stopped process`)
  }
  return channels
}

export type Channels = Awaited<ReturnType<typeof createChannels>>
