import type { SvcConfig } from '../config.ts'
import type { HeldPayment, PaymentAuthorization, PaymentRequirement, RailAnswer, SettleResult, VerifiedPayment } from '../payment.ts'
import type { WalletChannel } from '../account/wallet-channel.ts'
import type { Payer } from '../define.ts'
import type { RegisteredOperation } from '../registry.ts'
import type { StateStore } from '../state/types.ts'

/*
 * Payment rails. Core speaks no payment protocol: a rail (x402, MPP, ...) is a package that says so
 * in its package.json (`"svc": { "rail": true }`, as a plugin says `"plugin": true`) and exports a
 * `defineRail(...)`. The host mounts every installed rail; core then
 *   - answers an unpaid call with one 402 that merges every rail's challenge (headers and body members),
 *   - hands a request to the first rail that recognises its credential (verify -> take -> settle),
 *   - settles once, after success, through its own shared machinery (answers kept for retries, the
 *     settlement outbox, payments spent on failed calls): a rail only verifies, reserves and moves money,
 *   - allows the rails' request headers and exposes their answer headers (CORS),
 *   - lists every rail in discovery (OpenAPI `x-payment-info`, `/.well-known/*`, llms.txt, /docs, the directory).
 */

/** A rail's part of a 402: the headers it adds and the members it adds to the JSON body. */
export interface RailChallenge {
  /**
   * Members of the 402's JSON body (x402's `x402Version`, `resource`, `accepts`...). Core adds
   * `error`, `code` and `status`; two rails must not write the same member (the first one wins).
   */
  body: Record<string, unknown>
  /** Answer headers (x402's `PAYMENT-REQUIRED`, MPP's `WWW-Authenticate`); a name two rails write is sent with both values. */
  headers: Record<string, string>
}

/** What discovery documents say of a rail. Every member is optional. */
export interface RailDiscovery {
  /** What a caller reads: `x402 v2 (USDC on Base and Solana)`. */
  title?: string
  /** One sentence for llms.txt, /docs and the home page: how a client pays with this rail. */
  howToPay?: string
  /** A link to the protocol's description. */
  url?: string
  /**
   * Members of a paid operation's OpenAPI `x-payment-info` (beside core's `price`): `protocols`
   * entries are concatenated across rails (`[{ x402: {} }]`), any other member (MPP's `offers`) is
   * the rail's own. Undefined when the rail does not take this operation.
   */
  paymentInfo?(operation: RegisteredOperation): ({ protocols?: Array<Record<string, Record<string, unknown>>> } & Record<string, unknown>) | undefined
  /** OpenAPI `components.securitySchemes` it declares (its credential header), by name. */
  securitySchemes?: Record<string, Record<string, unknown>>
  /** Documents served at `/.well-known/<name>` (x402's `x402`), built from the host's paid operations. */
  wellKnown?: Record<string, (catalog: RailCatalog) => unknown>
  /** Extra lines of `/llms.txt` (after core's own), e.g. the rail's headers and flow. */
  llms?(catalog: RailCatalog): string[]
  /** Code samples of an operation's /docs page that pay with this rail (x402's Python SDK). */
  samples?(call: { operation: RegisteredOperation; url: string; params: Record<string, unknown> }): Array<{ label: string; code: string }>
}

/** A rail's own figures for the operator (x402's channels: open channels, unclaimed amounts, claims). */
export interface RailFigures {
  /** Given as is in `/api/admin/stats`, under `rails.<id>`. */
  stats: Record<string, unknown>
  /** What the dashboard shows: a heading, figures (label, value) and tables. */
  dashboard?: {
    title: string
    figures: Array<[label: string, value: string | number]>
    tables?: Array<{ title: string; columns: string[]; rows: Array<Array<string | number>> }>
  }
  /** Samples added to `/metrics` (names start with `svc_`). */
  metrics?: RailMetric[]
}

export interface RailMetric {
  name: string
  help: string
  type: 'counter' | 'gauge'
  samples: Array<{ value: number; labels?: Record<string, string> }>
}

/** What a rail's discovery documents are built from. */
export interface RailCatalog {
  operations: RegisteredOperation[]
  /** The host's public base URL, without a trailing slash. */
  baseUrl: string
}

/**
 * One payment rail, as core calls it. A rail verifies and reserves a payment and moves the money;
 * when to settle (once, after success, never for a failure) and what to keep for retries and
 * crashes is core's, the same for every rail.
 */
export interface PaymentRail {
  /** Short stable name (`x402`, `mpp`): listed in discovery, logs and settlement records. */
  readonly id: string
  /** Request headers its credential comes in (lower case): CORS allows them. */
  readonly requestHeaders: readonly string[]
  /** Answer headers it writes (challenges, receipts; lower case): CORS exposes them. */
  readonly responseHeaders: readonly string[]
  /** True when the request carries this rail's credential (cheap: called on every paid call). */
  recognizes(request: Request): boolean
  /** Whether it takes this call (default: every paid call); a rail without up-to billing says false for `upto`. */
  takes?(requirement: Pick<PaymentRequirement, 'operation' | 'upto'>): boolean
  /** Its part of the 402 for `requirement`; `reason` is the 402's message when core has one. */
  challenge(requirement: PaymentRequirement, reason?: string): Promise<RailChallenge>
  /**
   * Two-phase authorization (preferred): verify the credential, then `take` reserves it. Core checks
   * failed-call counts and answers retries of the payment identifier in between. Throws a 402
   * ApiError (PAYMENT_INVALID, with the rail's challenge) on a refusal. A credential that asks for
   * something other than the call (x402's channel close) is answered by the rail: `RailAnswer`,
   * sent instead of the operation's answer, nothing run or charged.
   */
  verify?(request: Request, requirement: PaymentRequirement): Promise<VerifiedPayment | RailAnswer>
  /**
   * The shortest paid path, for a payment checked and held here with nothing to write ahead (x402's
   * channel voucher): verified and held at once, charged in one durable write after success, released
   * after a failure. Undefined for any other credential, which `verify` then takes; throws a 402
   * ApiError on a refusal. Never offered for calls that change state.
   */
  hold?(request: Request, requirement: PaymentRequirement): Promise<HeldPayment | undefined>
  /** One-phase authorization: verify and reserve at once. Throws a 402 ApiError on a refusal. */
  authorize(request: Request, requirement: PaymentRequirement): Promise<PaymentAuthorization>
  /**
   * Carries out a settlement given as an authorization's `resumable` data (outbox, after a crash, on
   * any host). A rail without it settles in one step that cannot be written ahead: core does not
   * offer it for calls that change state (see `railTakes`).
   */
  resume?(data: unknown): Promise<SettleResult>
  /** Wallet sign-in: proofs of a wallet that call identity-only operations without paying (rails/identity.ts). */
  identity?: RailIdentity
  /** What discovery documents list of it. */
  discovery?: RailDiscovery
  /** Said at start-up (what is configured, what is missing). */
  describe?(): string
  /** Its figures for the operator (admin stats, dashboard, /metrics); undefined when it has none now. */
  figures?(): Promise<RailFigures | undefined>
  /** A wallet's open payment channels with this host, for its own identity-only read (`account.channels`). */
  walletChannels?(payer: Payer): Promise<WalletChannel[]>
  /** Stops background work. */
  close?(): void
}

/**
 * A rail's wallet sign-in (x402's `sign-in-with-x`): a wallet proves it holds its key, without
 * paying, to call an identity-only operation (`access: 'identity'`), whose caller is that wallet.
 * The rail adds its sign-in challenge to its own part of those operations' 402 (`challenge`).
 */
export interface RailIdentity {
  /** True when the request carries this rail's sign-in proof (cheap: called on every identity-only call). */
  recognizes(request: Request): boolean
  /**
   * The proven wallet. Refuses (a 402 ApiError, PAYMENT_INVALID, with the rail's challenge) a proof
   * that is malformed, for another host, expired, or already used: a proof is good for one call,
   * across every host on the same state.
   */
  verify(request: Request, requirement: PaymentRequirement): Promise<Payer>
}

/** What a rail is made from when the host mounts it: the app's state and configuration. */
export interface RailContext {
  state: StateStore
  config: SvcConfig
  log: (message: string) => void
}

/** What a rail package exports: `export default defineRail({ id: 'x402', create })`. */
export interface RailDefinition {
  readonly kind: 'svc-rail'
  readonly id: string
  /** The rail for this host, or undefined when the operator turned it off (or it has nothing to offer). */
  create(context: RailContext): PaymentRail | undefined
}

/**
 * Whether a rail takes a call: its own `takes`, and, for a call whose writes are held until it
 * settles, a settlement it can carry out again (`resume`). Core applies held writes in the same
 * step that concludes a settlement written ahead; a settlement that cannot be written ahead would
 * leave the payment taken if applying the writes then failed.
 */
export function railTakes(rail: PaymentRail, call: Pick<PaymentRequirement, 'operation' | 'upto' | 'changesState'>): boolean {
  if (call.changesState && !rail.resume) return false
  return rail.takes?.(call) ?? true
}

export function defineRail(definition: Omit<RailDefinition, 'kind'>): RailDefinition {
  return { kind: 'svc-rail', ...definition }
}

export function isRailDefinition(value: unknown): value is RailDefinition {
  const candidate = value as RailDefinition | null | undefined
  return typeof candidate === 'object' && candidate !== null && candidate.kind === 'svc-rail' && typeof candidate.id === 'string' && typeof candidate.create === 'function'
}
