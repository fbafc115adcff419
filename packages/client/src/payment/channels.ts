import type { x402Client as X402Client, x402HTTPClient as X402HTTPClient } from '@x402/core/client'
import type { PaymentPayload, PaymentRequired } from '@x402/core/types'
import type { BatchSettlementEvmScheme, ClientChannelStorage } from '@x402/evm/batch-settlement/client'
import { atomicToUsd } from '../money.ts'
import type { PaymentRequirements } from './select.ts'
import type { EvmSigner } from './signer.ts'

export const CHANNEL_SCHEME = 'batch-settlement'

/** One open channel as this client knows it (from the host's payment responses). */
export interface ChannelBalance {
  channelId: string
  network: string
  /** USDC deposited into the escrow, in USD. */
  depositUsd: string
  /** What the vouchers so far charged against it. */
  chargedUsd: string
  /** Left to pay calls with, or to be refunded on close. */
  remainingUsd: string
}

export interface ClosedChannel {
  channelId: string
  /** True when the host's facilitator refunded the rest of the deposit. */
  refunded: boolean
  /** Why not, when it did not. */
  error?: string
}

interface Loaded {
  core: X402Client
  http: X402HTTPClient
  scheme: BatchSettlementEvmScheme
  storage: ClientChannelStorage
  channelIdOf: (offer: PaymentRequirements) => string
}

/**
 * The x402 `batch-settlement` scheme with the official client (@x402/evm): one deposit opens a channel
 * with a host, each later call is paid by a signed voucher, and `close` asks for the rest of the deposit
 * back (a cooperative refund). Deposits are bounded by `maxDeposit` (atomic USDC, summed over the
 * channels this client holds); an offer whose deposit would pass it is not taken (the caller pays exact).
 */
export function createChannelPayer(signer: EvmSigner, fetcher: typeof fetch, maxDeposit: bigint) {
  let deposited = 0n
  /** A paid GET url per channel: the refund asks it for the channel's terms. */
  const urls = new Map<string, { url: string; network: string }>()
  let loaded: Promise<Loaded> | undefined
  const load = async (): Promise<Loaded> => {
    const [{ x402Client, x402HTTPClient }, evm] = await Promise.all([import('@x402/core/client'), import('@x402/evm/batch-settlement/client')])
    const storage = new evm.InMemoryClientChannelStorage()
    // The official scheme sizes the deposit (the host's `minDeposit`); it is never more than the cap allows.
    const scheme = new evm.BatchSettlementEvmScheme(signer as never, {
      storage,
      depositStrategy: (context) => {
        if (deposited + BigInt(context.depositAmount) <= maxDeposit) return undefined
        if (deposited + BigInt(context.minimumDepositAmount) <= maxDeposit) return context.minimumDepositAmount
        throw new Error(`a channel deposit would pass the deposit cap of $${atomicToUsd(maxDeposit)}`)
      },
    })
    const core = new x402Client().setSpendControls(false).register('eip155:*' as never, scheme)
    const channelIdOf = (offer: PaymentRequirements) => evm.computeChannelId(scheme.buildChannelConfig(offer as never), offer.network).toLowerCase()
    return { core, http: new x402HTTPClient(core), scheme, storage, channelIdOf }
  }
  const get = () => (loaded ??= load())

  /** Whether this offer can be paid from a channel: one open with room for it, or a deposit within the cap. */
  async function accepts(offer: PaymentRequirements): Promise<boolean> {
    if (offer.scheme !== CHANNEL_SCHEME || !offer.network.startsWith('eip155:') || !/^\d+$/.test(offer.amount)) return false
    const { storage, channelIdOf } = await get()
    const record = await storage.get(channelIdOf(offer))
    const room = BigInt(record?.balance ?? '0') - BigInt(record?.chargedCumulativeAmount ?? '0')
    if (record && room >= BigInt(offer.amount)) return true
    const asked = String(offer.extra?.minDeposit ?? '')
    const deposit = /^\d+$/.test(asked) && BigInt(asked) > BigInt(offer.amount) ? BigInt(asked) : BigInt(offer.amount)
    return deposited + deposit <= maxDeposit
  }

  /**
   * Signs a voucher (with the deposit that opens or tops up the channel when needed), sends it, and
   * keeps the channel's record from the host's answer. A corrective 402 (the host's record of the
   * channel is ahead of this client's) resynchronizes it and the call is paid once more.
   */
  async function payNow<A extends { status: number; headers: Headers }>(paymentRequired: Record<string, unknown>, offer: PaymentRequirements, url: string, send: (headers: Record<string, string>) => Promise<A>): Promise<A> {
    const { core, http, channelIdOf } = await get()
    for (let attempt = 0; ; attempt++) {
      const payload: PaymentPayload = await core.createPaymentPayload({ ...paymentRequired, accepts: [offer] } as unknown as PaymentRequired)
      const answer = await send(http.encodePaymentSignatureHeader(payload))
      const result = await http.processPaymentResult(payload, (name) => answer.headers.get(name), answer.status)
      if (answer.status >= 200 && answer.status < 300) {
        const deposit = (payload.payload as { deposit?: { amount?: string } }).deposit?.amount
        if (deposit) deposited += BigInt(deposit)
        const id = channelIdOf(offer)
        if (!urls.has(id) || !url.includes('?')) urls.set(id, { url, network: offer.network })
      }
      if (!result.recovered || attempt > 0) return answer
    }
  }

  // One payment at a time: each voucher names the running total after the one before, and a second
  // call waits for the deposit of the first rather than opening (and paying for) a channel of its own.
  let queue: Promise<unknown> = Promise.resolve()
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }
  const pay: typeof payNow = (paymentRequired, offer, url, send) => serially(() => payNow(paymentRequired, offer, url, send))

  async function balances(): Promise<ChannelBalance[]> {
    if (!loaded) return []
    const { storage } = await get()
    const list: ChannelBalance[] = []
    for (const [channelId, { network }] of urls) {
      const record = await storage.get(channelId)
      if (!record) continue
      const deposit = BigInt(record.balance ?? '0')
      const charged = BigInt(record.chargedCumulativeAmount ?? '0')
      list.push({ channelId, network, depositUsd: atomicToUsd(deposit), chargedUsd: atomicToUsd(charged), remainingUsd: atomicToUsd(deposit > charged ? deposit - charged : 0n) })
    }
    return list
  }

  /** Cooperative close of every channel this client opened: the host's facilitator refunds what the vouchers did not charge. */
  async function close(): Promise<ClosedChannel[]> {
    return serially(closeNow)
  }

  async function closeNow(): Promise<ClosedChannel[]> {
    if (!loaded) return []
    const { scheme, storage } = await get()
    const closed: ClosedChannel[] = []
    for (const [channelId, { url }] of urls) {
      const record = await storage.get(channelId)
      try {
        const result = await scheme.refund(url, { fetch: fetcher })
        if (!result.success) throw new Error(result.errorReason ?? 'refund refused')
        // The deposit is no longer held: the vouchers' part went to the host, the rest back to the wallet.
        deposited -= BigInt(record?.balance ?? '0')
        if (deposited < 0n) deposited = 0n
        urls.delete(channelId)
        closed.push({ channelId, refunded: true })
      } catch (error) {
        closed.push({ channelId, refunded: false, error: (error as Error).message })
      }
    }
    return closed
  }

  return { accepts, pay, balances, close }
}

export type ChannelPayer = ReturnType<typeof createChannelPayer>
