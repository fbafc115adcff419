import type { SvcOperations } from './_operations.ts'
import { runCall, type FlowContext } from './call-flow.ts'
import { createDirectoryCache, findOperations } from './directory.ts'
import { binaryMeta, type Answer, type Endpoint } from './http.ts'
import { atomicToUsd, usdToAtomic } from './money.ts'
import { USDC, type PayableAsset } from './payment/assets.ts'
import { memoryChannelStore, type ChannelStore } from './payment/channel-store.ts'
import { createChannelPayer, type ChannelBalance, type ClosedChannel } from './payment/channels.ts'
import { createSignInCache } from './payment/sign-in.ts'
import { createPaymentSigner, type Wallet } from './payment/signer.ts'
import type { SpendControls } from './spend/controls.ts'
import { memorySpendStore, SpendLedger } from './spend/ledger.ts'
import type { BatchCall, BatchResult, CallArgs, CallOptions, CheckedBatch, DataOf, OperationId } from './typed.ts'
import type { AccountChannels, AccountReceipts, CallResult, Directory, DirectoryEntry, FoundOperations, OperationMap, SearchResult } from './types.ts'

export interface ClientOptions {
  /** The host, e.g. `https://api.example.com` (paths are `/api/<group>/<name>`). */
  baseUrl: string
  /** Pays 402s in USDC: a viem account (`evm`) and/or a @solana/kit signer (`solana`). */
  wallet?: Wallet
  /** Calls with `trial=1`: one free call per operation per hour. With a wallet too, an exhausted trial is paid. */
  trial?: boolean
  /** Limits checked before anything is signed. */
  spend?: SpendControls
  /**
   * Pays up-to billed operations with x402's `upto` scheme when the host offers it: a Permit2 permit
   * for the quoted maximum, of which only the usage is settled (default true). The wallet must have
   * approved Permit2 on USDC once; if the host's facilitator says it has not, the client pays `exact`
   * at the maximum from then on. `false` always pays `exact`.
   */
  upto?: boolean
  /**
   * Which payment rail pays when a host takes both x402 and MPP (the `Payment` HTTP authentication
   * scheme): `x402` (default) or `mpp`. The other one pays when the preferred one has no offer this
   * wallet can pay. Spend controls and approval apply to both.
   */
  rail?: 'x402' | 'mpp'
  /** Tokens besides USDC on Base, Base Sepolia, Solana and Solana devnet this client may pay in (6 decimals). */
  assets?: PayableAsset[]
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch
  /** A directory already at hand, so the client does not fetch `/api/directory`. */
  directory?: Directory
  /** Clock for spend windows (ms since epoch). */
  now?: () => number
  /**
   * Where x402 channels are kept (default: memory, so per client). With a store shared by processes
   * (`fileChannelStore` of `@svc/client/env`), a later process pays from the channel an earlier one
   * opened, and `spend.maxChannelDeposit` bounds the deposits of all of them together.
   */
  channelStore?: ChannelStore
}

export interface SpentSummary {
  /** Settled plus still-valid signed payments of this client, in USD. */
  sessionUsd: string
  /** The same over the last 24 hours, across clients sharing the spend store. */
  dayUsd: string
  /** Signed but not (yet) settled and not expired. */
  outstandingUsd: string
}

export interface SvcClient<Ops extends OperationMap = SvcOperations> {
  /** Calls an operation by id: typed params and data for known ids, loose for others. */
  call<Id extends OperationId<Ops>>(id: Id, ...args: CallArgs<Ops, Id>): Promise<CallResult<DataOf<Ops, Id>>>
  /** 1-50 calls behind one payment (the exact sum); atomic: any failure charges nothing. */
  batch<const Calls extends readonly BatchCall[]>(calls: Calls & CheckedBatch<Ops, Calls>, options?: CallOptions): Promise<BatchResult<Ops, Calls>>
  /** Ranked operations for a task in plain words (`search.endpoints`, itself a paid operation). */
  search(query: string, options?: CallOptions): Promise<CallResult<SearchResult>>
  /** The host's ranking of its operations for a task, free and unlimited (`/api/directory?q=`), optionally within one group. */
  find(query: string, options?: { group?: string }): Promise<FoundOperations>
  /** The host's catalog (free), fetched once. */
  directory(): Promise<Directory>
  /** One operation of the catalog; NOT_FOUND names the group's operations. */
  operation(id: string): Promise<DirectoryEntry>
  spent(): Promise<SpentSummary>
  /** The x402 channels this wallet holds open with this host (in the channel store), with what is left of each deposit. */
  channels(): Promise<ChannelBalance[]>
  /** Closes this wallet's channels with this host cooperatively: the host refunds what its vouchers did not charge, and the records go. */
  closeChannels(): Promise<ClosedChannel[]>
  /** The wallet's paid calls on this host, newest first, as the host recorded them (`account.receipts`: the wallet signs in, nothing is paid). */
  receipts(options?: { limit?: number; signal?: AbortSignal }): Promise<AccountReceipts>
  /** The wallet's open channels as this host records them: deposit, charged, claimed, remaining (`account.channels`, signed in). */
  channelBalance(options?: { signal?: AbortSignal }): Promise<AccountChannels>
  /** Resolves once every spend record is in the spend store (before a program exits). */
  flush(): Promise<void>
}

/** What a call pays for: the operation, or for `batch.run` called by id every sub-call (allow-list, approval). */
function paidFor(id: string, params: Record<string, unknown> | undefined): string[] {
  const calls = id === 'batch.run' ? params?.calls : undefined
  return Array.isArray(calls) ? calls.map((call: { endpoint?: unknown }) => String(call?.endpoint)) : [id]
}

const endpointOf = (id: string, method: 'GET' | 'POST'): Endpoint => ({ id, method, path: `/api/${id.replace('.', '/')}` })

export function createClient<Ops extends OperationMap = SvcOperations>(options: ClientOptions): SvcClient<Ops> {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? Date.now
  const directory = createDirectoryCache(options.baseUrl, fetcher, options.directory)
  const ledger = new SpendLedger(options.spend?.store ?? memorySpendStore(), now)
  const depositCap = options.spend?.maxChannelDeposit
  // Channels are paid from with a deposit cap, or from a store that may hold channels opened before (no new deposit then).
  const channels = options.wallet?.evm && (depositCap !== undefined || options.channelStore)
    ? createChannelPayer(options.wallet.evm, fetcher, usdToAtomic(depositCap ?? '0'), { store: options.channelStore ?? memoryChannelStore(), host: new URL(options.baseUrl).origin, now })
    : undefined
  const context: FlowContext = {
    channels,
    signIns: createSignInCache(now),
    baseUrl: options.baseUrl,
    fetch: fetcher,
    trial: options.trial === true,
    wallet: options.wallet,
    controls: options.spend ?? {},
    ledger,
    assets: [...USDC, ...(options.assets ?? [])],
    now,
    upto: { enabled: options.upto !== false },
    rail: options.rail ?? 'x402',
    sign: options.wallet ? createPaymentSigner(options.wallet, now) : async () => {
      throw new Error('no wallet')
    },
  }
  const run = async (endpoint: Endpoint, params: Record<string, unknown> | undefined, operations: string[], callOptions: CallOptions = {}, listedUsd?: string, identity?: boolean): Promise<CallResult<any>> => {
    const flow = callOptions.trial === undefined ? context : { ...context, trial: callOptions.trial }
    const answer: Answer = await runCall(flow, { endpoint, params, operations, signal: callOptions.signal, listedUsd, identity })
    if (answer.binary) return { data: answer.binary, meta: binaryMeta(answer, endpoint.id) }
    return answer.body as CallResult<unknown>
  }
  return {
    async call(id, ...args) {
      const [params, callOptions] = args as [Record<string, unknown> | undefined, CallOptions | undefined]
      const entry = await directory.entry(id)
      const version = entry.versions[0]
      return run(endpointOf(id, version?.method ?? 'GET'), params, paidFor(id, params), callOptions, version ? String(version.price.usd) : undefined, entry.access === 'identity')
    },
    async batch(calls, callOptions) {
      const list = calls as readonly BatchCall[]
      const body = { calls: list.map((call) => ({ endpoint: call.id, params: call.params ?? {} })) }
      return run(endpointOf('batch.run', 'POST'), body, list.map((call) => call.id), callOptions)
    },
    search: (query, callOptions) => run(endpointOf('search.endpoints', 'GET'), { q: query }, ['search.endpoints'], callOptions),
    find: (query, findOptions) => findOperations(options.baseUrl, fetcher, query, findOptions?.group),
    directory: () => directory.get(),
    operation: (id) => directory.entry(id),
    async spent() {
      const totals = await ledger.refresh()
      return { sessionUsd: atomicToUsd(totals.session), dayUsd: atomicToUsd(totals.day), outstandingUsd: atomicToUsd(totals.outstanding) }
    },
    channels: async () => channels?.balances() ?? [],
    // Identity-only reads: trial off (a sign-in is free), never paid by a wallet that cannot sign in (no price).
    receipts: async (readOptions = {}) => (await run(endpointOf('account.receipts', 'GET'), readOptions.limit === undefined ? {} : { limit: readOptions.limit }, ['account.receipts'], { trial: false, signal: readOptions.signal }, undefined, true)).data as AccountReceipts,
    channelBalance: async (readOptions = {}) => (await run(endpointOf('account.channels', 'GET'), {}, ['account.channels'], { trial: false, signal: readOptions.signal }, undefined, true)).data as AccountChannels,
    closeChannels: async () => channels?.close() ?? [],
    flush: () => ledger.flush(),
  }
}
