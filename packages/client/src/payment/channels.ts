import type { x402Client as X402Client, x402HTTPClient as X402HTTPClient } from '@x402/core/client'
import type { PaymentPayload, PaymentRequired } from '@x402/core/types'
import type { BatchSettlementClientContext, BatchSettlementEvmScheme, ClientChannelStorage } from '@x402/evm/batch-settlement/client'
import { atomicToUsd } from '../money.ts'
import { type ChannelRecord, type ChannelStore, isChannelOf, isOpen } from './channel-store.ts'
import type { PaymentRequirements } from './select.ts'
import type { EvmSigner } from './signer.ts'

export const CHANNEL_SCHEME = 'batch-settlement'

/** One open channel as this client knows it (from the host's payment responses). */
export interface ChannelBalance {
  channelId: string
  network: string
  /** The host's origin that opened it. */
  host: string
  /** The paying wallet. */
  payer: string
  /** USDC deposited into the escrow, in USD. */
  depositUsd: string
  /** What the vouchers so far charged against it. */
  chargedUsd: string
  /** Left to pay calls with, or to be refunded on close. */
  remainingUsd: string
  /** When it was opened (ISO 8601). */
  openedAt: string
}

export interface ClosedChannel {
  channelId: string
  /** True when the host's facilitator refunded the rest of the deposit. */
  refunded: boolean
  /** What came back: the deposit less what the vouchers charged, in USD. */
  refundedUsd?: string
  /** Why not, when it did not. */
  error?: string
}

interface Loaded {
  core: X402Client
  http: X402HTTPClient
  scheme: BatchSettlementEvmScheme
  channelIdOf: (offer: PaymentRequirements) => string
}

const atomic = (value: string | undefined) => BigInt(value && /^\d+$/.test(value) ? value : '0')

/** The official client's view of a record. */
function contextOf(record: ChannelRecord): BatchSettlementClientContext {
  return {
    balance: record.deposit,
    chargedCumulativeAmount: record.charged,
    ...(record.totalClaimed !== undefined ? { totalClaimed: record.totalClaimed } : {}),
    ...(record.signedMaxClaimable !== undefined ? { signedMaxClaimable: record.signedMaxClaimable } : {}),
    ...(record.signature !== undefined ? { signature: record.signature as `0x${string}` } : {}),
  }
}

export function balanceOf(record: ChannelRecord): ChannelBalance {
  const deposit = atomic(record.deposit)
  const charged = atomic(record.charged)
  return {
    channelId: record.channelId,
    network: record.network,
    host: record.host,
    payer: record.payer,
    depositUsd: atomicToUsd(deposit),
    chargedUsd: atomicToUsd(charged),
    remainingUsd: atomicToUsd(deposit > charged ? deposit - charged : 0n),
    openedAt: new Date(record.openedAt).toISOString(),
  }
}

export interface ChannelPayerOptions {
  /** Where the channels are kept (memory by default; a file shares them between processes). */
  store: ChannelStore
  /** The host's origin: the channels this client lists and closes are the ones opened there. */
  host: string
  now: () => number
}

/**
 * The x402 `batch-settlement` scheme with the official client (@x402/evm): one deposit opens a channel
 * with a host, each later call is paid by a signed voucher, and `close` asks for the rest of the deposit
 * back (a cooperative refund). Deposits are bounded by `maxDeposit` (atomic USDC, summed over the
 * wallet's channels in the store, every host's); an offer whose deposit would pass it is not taken (the
 * caller pays exact). A channel in the store is paid from whatever the cap, its deposit being made.
 */
export function createChannelPayer(signer: EvmSigner, fetcher: typeof fetch, maxDeposit: bigint, options: ChannelPayerOptions) {
  const { store, host, now } = options
  const payer = signer.address.toLowerCase()
  const mine = (record: ChannelRecord) => record.payer === payer && isOpen(record)
  /** The network and url of the call being paid from a channel: a record the official scheme creates is that call's. */
  const paying = new Map<string, { network: string; url: string }>()
  /** What the wallet holds deposited, over every host's channels in the store. */
  const held = async () => (await store.load()).filter(mine).reduce((sum, record) => sum + atomic(record.deposit), 0n)
  const recordOf = async (channelId: string) => (await store.load()).find((record) => isChannelOf(record, payer, channelId))

  // The official scheme reads and writes its channel context here, in the store.
  const storage: ClientChannelStorage = {
    get: async (key) => {
      const record = await recordOf(key)
      return record && contextOf(record)
    },
    async set(key, context) {
      await store.update((records) => {
        const at = records.findIndex((record) => isChannelOf(record, payer, key))
        const known = records[at]
        const call = paying.get(key.toLowerCase())
        const deposit = context.balance ?? known?.deposit ?? '0'
        // A closed channel opens again with a new deposit.
        const closedAt = known?.closedAt !== undefined && deposit === known.deposit ? known.closedAt : undefined
        const next: ChannelRecord = {
          host: known?.host ?? host,
          payer,
          channelId: key.toLowerCase(),
          network: known?.network ?? call?.network ?? '',
          url: known?.url ?? call?.url ?? '',
          deposit,
          charged: context.chargedCumulativeAmount ?? known?.charged ?? '0',
          ...(context.totalClaimed !== undefined ? { totalClaimed: context.totalClaimed } : {}),
          ...(context.signedMaxClaimable !== undefined ? { signedMaxClaimable: context.signedMaxClaimable } : {}),
          ...(context.signature !== undefined ? { signature: context.signature } : {}),
          openedAt: known?.openedAt !== undefined && known.closedAt === undefined ? known.openedAt : now(),
          updatedAt: now(),
          ...(closedAt !== undefined ? { closedAt } : {}),
        }
        return at < 0 ? [...records, next] : records.map((record, index) => (index === at ? next : record))
      })
    },
    async delete(key) {
      await store.update((records) => records.filter((record) => !isChannelOf(record, payer, key)))
    },
  }

  let loaded: Promise<Loaded> | undefined
  const load = async (): Promise<Loaded> => {
    const [{ x402Client, x402HTTPClient }, evm] = await Promise.all([import('@x402/core/client'), import('@x402/evm/batch-settlement/client')])
    // The official scheme sizes the deposit (the host's `minDeposit`); it is never more than the cap allows.
    const scheme = new evm.BatchSettlementEvmScheme(signer as never, {
      storage,
      depositStrategy: async (context) => {
        const deposited = await held()
        if (deposited + BigInt(context.depositAmount) <= maxDeposit) return undefined
        if (deposited + BigInt(context.minimumDepositAmount) <= maxDeposit) return context.minimumDepositAmount
        throw new Error(`a channel deposit would pass the deposit cap of $${atomicToUsd(maxDeposit)}`)
      },
    })
    const core = new x402Client().setSpendControls(false).register('eip155:*' as never, scheme)
    const channelIdOf = (offer: PaymentRequirements) => evm.computeChannelId(scheme.buildChannelConfig(offer as never), offer.network).toLowerCase()
    return { core, http: new x402HTTPClient(core), scheme, channelIdOf }
  }
  const get = () => (loaded ??= load())

  /** Whether this offer can be paid from a channel: one open with room for it, or a deposit within the cap. */
  async function accepts(offer: PaymentRequirements): Promise<boolean> {
    if (offer.scheme !== CHANNEL_SCHEME || !offer.network.startsWith('eip155:') || !/^\d+$/.test(offer.amount)) return false
    const { channelIdOf } = await get()
    const record = await recordOf(channelIdOf(offer))
    if (record && atomic(record.deposit) - atomic(record.charged) >= BigInt(offer.amount)) return true
    const asked = String(offer.extra?.minDeposit ?? '')
    const deposit = /^\d+$/.test(asked) && BigInt(asked) > BigInt(offer.amount) ? BigInt(asked) : BigInt(offer.amount)
    return (await held()) + deposit <= maxDeposit
  }

  /**
   * Signs a voucher (with the deposit that opens or tops up the channel when needed), sends it, and
   * keeps the channel's record from the host's answer. A corrective 402 (the host's record of the
   * channel is ahead of this client's) resynchronizes it and the call is paid once more.
   */
  async function payNow<A extends { status: number; headers: Headers }>(paymentRequired: Record<string, unknown>, offer: PaymentRequirements, url: string, send: (headers: Record<string, string>) => Promise<A>): Promise<A> {
    const { core, http, channelIdOf } = await get()
    const id = channelIdOf(offer)
    return store.exclusive(id, async () => {
      paying.set(id, { network: offer.network, url })
      try {
        for (let attempt = 0; ; attempt++) {
          const payload: PaymentPayload = await core.createPaymentPayload({ ...paymentRequired, accepts: [offer] } as unknown as PaymentRequired)
          const answer = await send(http.encodePaymentSignatureHeader(payload))
          const result = await http.processPaymentResult(payload, (name) => answer.headers.get(name), answer.status)
          if (answer.status >= 200 && answer.status < 300) await remember(id, offer.network, url)
          if (!result.recovered || attempt > 0) return answer
        }
      } finally {
        paying.delete(id)
      }
    })
  }

  /** A url without a query is kept over one with (the refund asks it with GET); the host and network once known. */
  async function remember(channelId: string, network: string, url: string): Promise<void> {
    await store.update((records) => records.map((record) => {
      if (!isChannelOf(record, payer, channelId)) return record
      const better = !record.url || (!url.includes('?') && record.url.includes('?'))
      return { ...record, network: record.network || network, ...(better ? { url } : {}) }
    }))
  }

  // One payment at a time within this client (the store's `exclusive` orders them between processes):
  // a second call waits for the deposit of the first rather than opening (and paying for) a channel of its own.
  let queue: Promise<unknown> = Promise.resolve()
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }
  const pay: typeof payNow = (paymentRequired, offer, url, send) => serially(() => payNow(paymentRequired, offer, url, send))

  /** This wallet's channels with this host. */
  const ours = async () => (await store.load()).filter((record) => mine(record) && record.host === host)

  async function balances(): Promise<ChannelBalance[]> {
    return (await ours()).map(balanceOf)
  }

  /** Cooperative close of every channel of this wallet with this host: the host's facilitator refunds what the vouchers did not charge. */
  async function close(): Promise<ClosedChannel[]> {
    return serially(closeNow)
  }

  async function closeNow(): Promise<ClosedChannel[]> {
    const records = await ours()
    if (records.length === 0) return []
    const { scheme } = await get()
    const closed: ClosedChannel[] = []
    for (const { channelId } of records) {
      closed.push(await store.exclusive(channelId, async () => {
        // As stored now: another process may have paid from it meanwhile.
        const record = await recordOf(channelId)
        if (!record || !isOpen(record)) return { channelId, refunded: false, error: 'closed by another client meanwhile' }
        try {
          if (!record.url) throw new Error('no paid GET of the host is known to ask for the refund')
          const result = await scheme.refund(record.url, { fetch: fetcher })
          if (!result.success) throw new Error(result.errorReason ?? 'refund refused')
          // The deposit is no longer held: the vouchers' part went to the host, the rest back to the wallet.
          // What stays is what the escrow keeps: the claimed total, from which a new deposit's vouchers count on.
          const closed: ChannelRecord = { ...record, deposit: record.charged, closedAt: now(), updatedAt: now() }
          await store.update((records) => [...records.filter((other) => !isChannelOf(other, payer, channelId)), closed])
          const rest = atomic(record.deposit) - atomic(record.charged)
          return { channelId, refunded: true, refundedUsd: atomicToUsd(rest > 0n ? rest : 0n) }
        } catch (error) {
          return { channelId, refunded: false, error: (error as Error).message }
        }
      }))
    }
    return closed
  }

  return { accepts, pay, balances, close }
}

export type ChannelPayer = ReturnType<typeof createChannelPayer>
