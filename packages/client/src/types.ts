/** Provenance of a normalized answer. */
export interface Source {
  provider: string
  url: string
  license: string
}

/** `data` of an operation whose response shape is `normalized`. */
export interface NormalizedData<Item = Record<string, unknown>> {
  ok: true
  items: Item[]
  total: number | null
  source: Source
  meta?: Record<string, unknown>
}

/** True for `{ ok, items, total, source }`; normalized operations with their own object (per the spec) are not. */
export function isNormalized(data: unknown): data is NormalizedData {
  return typeof data === 'object' && data !== null && (data as NormalizedData).ok === true && Array.isArray((data as NormalizedData).items)
}

/** `data` of an operation whose response shape is `legacy`: an operation-specific object. */
export type LegacyData = Record<string, unknown>

/** `data` of an operation that answers raw bytes (an image, a GIF). */
export interface BinaryData {
  contentType: string
  bytes: Uint8Array
}

/** What a generated operation map says of one operation. */
export interface OperationShape {
  params: Record<string, unknown>
  data: unknown
}

/** Operation id -> params and data types; `svc types` generates one for any host. */
export type OperationMap = Record<string, OperationShape>

export interface Settlement {
  status: 'settled' | 'pending'
  network: string
  payer: string
  amount: string
  transaction?: string
  /** The x402 channel a voucher paid from (no transaction of its own). */
  channel?: string
}

/** `meta` of every answer: who paid what. */
export interface CallMeta {
  endpoint: string
  requestId: string
  /** `free` too for a wallet signed in to an identity-only operation (nothing paid). */
  caller: 'paid' | 'trial' | 'free'
  cost: { usd: number; amount: string; currency: 'USDC' }
  settlement: Settlement | null
  durationMs: number
  /** Up-to billing: the authorized maximum (`cost` is what was settled). */
  authorized?: { usd: number; amount: string }
  /** Up-to billing: the usage the operation reported, with its details (tokens, pages...). */
  usage?: { usd: number; amount: string } & Record<string, unknown>
}

export interface CallResult<Data = unknown> {
  data: Data
  meta: CallMeta
}

/** One operation of `GET /api/directory`. */
export interface DirectoryEntry {
  id: string
  group: string
  description: string
  versions: Array<{
    version: null
    path: string
    method: 'GET' | 'POST'
    deprecated: boolean
    price: { usd: number }
    accepts: string[]
    responseShape: 'normalized' | 'legacy'
    billing?: 'actual-usage-upto-max'
    params: JsonSchema
  }>
  available: boolean
  unavailableReason?: string
  /** Available, but calls needing a provider this host cannot call are refused (503 before any 402): why, naming the setting. */
  availableExcept?: string
  pricing: 'fixed' | 'variable' | 'upto' | 'free'
  /** `identity`: a wallet's sign-in (sign-in-with-x) calls it without paying; the client signs in on its own. */
  access?: 'identity'
}

export interface Directory {
  count: number
  operations: DirectoryEntry[]
}

export type JsonSchema = Record<string, unknown>

/** The host's free ranking of its operations for a task (`/api/directory?q=`), best first. */
export interface FoundOperations {
  query: string
  count: number
  /** The group searched in, when one was given. */
  group?: string
  operations: Array<DirectoryEntry & { score: number }>
}

/** One match of `search.endpoints`. */
export interface SearchMatch {
  id: string
  score: number
  reason: string
  method: 'GET' | 'POST'
  path: string
  priceUsd: number
  description: string
  available: boolean
}

export interface SearchResult {
  query: string
  count: number
  matches: SearchMatch[]
}

/** One paid call of the signed-in wallet (`account.receipts`). */
export interface Receipt {
  operation: string
  amountUsd: number
  amount: string
  at: string
  requestId: string
  network: string
  status: 'settled' | 'pending'
  transaction?: string
  /** The channel a voucher paid from (no transaction of its own). */
  channel?: string
}

/** `account.receipts`: the wallet's paid calls on the host, newest first. */
export interface AccountReceipts {
  payer: string | null
  network: string | null
  count: number
  receipts: Receipt[]
}

/** `account.channels`: the wallet's open channels as the host records them. */
export interface AccountChannels {
  payer: string | null
  network: string | null
  count: number
  channels: Array<{ rail: string; channelId: string; network: string; depositUsd: number; chargedUsd: number; claimedUsd: number; remainingUsd: number }>
}
