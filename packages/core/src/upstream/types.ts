import type * as v from 'valibot'
import type { RequiredSetting } from '../required-settings.ts'
import type { ProviderTerms } from './terms.ts'
/** How an operator's key is sent to the provider. */
export interface UpstreamKeySpec {
  /** Without a key the operations using this upstream are unavailable (503). */
  required: boolean
  /**
   * `body`: a member of the JSON body (APIs such as BLS's take the key there). `path`: the first segment below the
   * base URL (Forecast.Solar's `/:apikey/estimate/...`), URL-encoded; `source.url` cites the path without it.
   */
  in: 'header' | 'query' | 'body' | 'path'
  /** Header, query parameter or body member name, e.g. `Authorization`, `api_key`, `registrationkey` (for `path`, the documentation's name of the segment). */
  name: string
  /** Prepended to the key in a header, e.g. `Bearer `. */
  prefix?: string
  /** Turns the key into the value sent, e.g. HTTP Basic with the key as user name (Companies House). */
  encode?: (key: string) => string
  /** Where an operator gets a key (the provider's sign-up or account page). */
  signupUrl?: string
  /**
   * Where calls go once the operator's key is set, unless the operator sets a base URL: a provider whose
   * keyed plan is served from other hosts (Open-Meteo's `customer-api.open-meteo.com`).
   */
  baseUrlWithKey?: string
}

/**
 * OAuth 2.0 client credentials (RFC 6749 section 4.4): the operator's key is `<client id>:<client secret>`.
 * Core asks `tokenPath` (on the upstream's base URL, so a sandbox URL moves both) for a bearer token, keeps
 * it in this process until shortly before it expires (one token request however many calls arrive at once),
 * sends it as `Authorization: Bearer` on every call, and asks for a new one once when the provider refuses it.
 */
export interface ClientCredentialsKeySpec {
  /**
   * Without credentials the operations using this upstream are unavailable (503). `false`: they stay available
   * and only the calls whose `check` says `needs(upstream)` are refused, 503 before payment.
   */
  required: boolean
  in: 'client-credentials'
  /** The token endpoint, e.g. `/oauth/token`. */
  tokenPath: string
  /** How the id and secret reach it: `form` members `client_id` and `client_secret`, or HTTP `basic`. */
  send: 'form' | 'basic'
  /** Whether an answer refuses the token (revoked, expired early); `body` is its text. Default: HTTP 401. */
  refused?: (status: number, body: string) => boolean
  /** Where an operator registers an application and gets its client id and secret. */
  signupUrl?: string
}

/** An attempt's timeout for a provider whose definition and operator say none: most public APIs answer well within it. */
export const UPSTREAM_TIMEOUT_MS = 15_000

export interface UpstreamDefinition {
  /** Provider id, also the config key: `upstreams.<id>` and `SVC_UPSTREAM_<ID>_URL|KEY`. */
  id: string
  /** Human name of the provider, cited in `source.provider`. */
  name: string
  /** Default base URL of the real public API. */
  baseUrl: string
  key?: UpstreamKeySpec | ClientCredentialsKeySpec
  /** The provider's API documentation, cited in `source.url`. */
  docsUrl?: string
  license?: string
  /**
   * What the provider's terms say about reselling its data, attributing it, caching it and linking its
   * images: shown by `svc providers`, `svc list`, `/docs` and the dashboard, and enforced (see `ProviderTerms`).
   */
  terms?: ProviderTerms
  /**
   * This use of the provider is licensed only by some of its plans (Brave's "Data for AI" plans let results feed AI answers,
   * its "Data for Search" plans do not): the operations declaring this definition are unavailable, 503 naming
   * `upstreams.<id>.plan`, until the operator states a plan among `allowed`. Declare it on a copy of the definition
   * (`{ ...brave, plans }`) used only by the operations of that use.
   */
  plans?: UpstreamPlans
  /** How long one attempt may take (default `UPSTREAM_TIMEOUT_MS`, 15 s); the operator's `upstreams.<id>.timeoutMs` wins. */
  timeoutMs?: number
  /** Concurrent requests to this provider from one host (default 8). */
  concurrency?: number
  /** Recognises a rate-limit answer that is not a plain 429 (e.g. 403 with a zero remaining header). */
  isRateLimited?: (response: Response) => boolean
  /** Headers sent on every request (User-Agent, Accept...). */
  headers?: Record<string, string>
  /**
   * Settings every call to this provider needs (a contact e-mail it asks for...), as paths below
   * `settings` (`gov.usajobsUserAgent`): the operations using it are unavailable while one is unset.
   */
  requiredSettings?: RequiredSetting[]
  /**
   * The provider's published limits, counted across the hosts of one Redis: a limit over a minute or less
   * spaces requests evenly (a request waits its turn), a longer one is counted in fixed windows; a call that
   * would pass one is refused (429) before it is sent.
   */
  quota?: UpstreamQuota
  /**
   * How old a cached answer may be and still be served when the provider fails (stale-if-error),
   * the answer's `meta.upstream` saying its age. Default 0: a failure is never hidden.
   */
  maxStaleSeconds?: number
  /** When calls fail fast: after `failures` failed calls within `windowSeconds`, for `openSeconds` (5, 60, 30). */
  breaker?: { failures?: number; windowSeconds?: number; openSeconds?: number }
  /**
   * How long a GET call's answer is cached when the call gives no `cacheTtlMs` of its own and its operation
   * declares no TTL for it (`cacheTtl`, `sources`; a call's own, `0` included, wins). A POST is cached only
   * when its call or a source naming its method says so: it may change something. Default 0.
   */
  cacheTtlMs?: number
}

/** The plans that license one use of a provider's answers. */
export interface UpstreamPlans {
  /** The use, in words: "feeding its results into AI answers". */
  use: string
  /** The plan names (`upstreams.<id>.plan`) that allow it. */
  allowed: readonly string[]
  /** Other plan names the operator may state, which do not allow it. */
  others?: readonly string[]
  /** Where the plans' terms say so. */
  url?: string
}

/** A published limit: at most `requests` per `perSeconds`, counted across hosts. */
export interface QuotaLimit {
  requests: number
  perSeconds: number
  /**
   * Only requests whose path (below the base URL) starts with one of these count against it, e.g. Scryfall's
   * 2 per second on `/cards/search` and `/cards/named`; default every request.
   */
  paths?: readonly string[]
}

/** Limits without the operator's key (usually per IP) and with it (per account). */
export interface UpstreamQuota {
  withoutKey?: QuotaLimit | readonly QuotaLimit[]
  withKey?: QuotaLimit | readonly QuotaLimit[]
  /** Providers naming the same bucket count against one budget (two hosts of one API, e.g. SEC's); default the id. */
  bucket?: string
  /**
   * After the provider answers 429, every host stops calling it for this long (or the answer's Retry-After when
   * longer): Scryfall limits access for 30 s after a 429, YGOPRODeck bans for an hour; 0 honours Retry-After alone.
   * Undeclared, calls go on after a 429 (each meets the provider's answer).
   */
  lockoutSeconds?: number
  /** The longest a request waits its turn under a spaced limit before it is refused (429); default 10. */
  maxWaitSeconds?: number
  /** The page that publishes these limits (default the terms' or the documentation's). */
  url?: string
}

export interface UpstreamRequest {
  /**
   * Valibot schema the JSON answer must match (only the members the adapter reads):
   * an answer of another shape is a 502 naming the member, never a crash in the adapter.
   * Only 2xx answers are checked: one let through by `acceptStatus` arrives unchecked (as
   * text when it is not JSON), so look at `status` before reading `data`.
   */
  schema?: v.GenericSchema
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** JSON-encoded unless a string; a FormData is sent as multipart (never cached). */
  body?: unknown
  /**
   * Caches the successful answer for this long (per URL and body), shared by the hosts of one Redis;
   * default, through `ctx.upstream`, the operation's declared TTL (the source its path matches, else its
   * `cacheTtl` for a GET), else the definition's `cacheTtlMs` for a GET, else 0 (not cached).
   */
  cacheTtlMs?: number
  /** Past its TTL, a cached answer is still served for this long while one request refreshes it (default 0). */
  staleWhileRevalidateMs?: number
  /**
   * Identical concurrent requests share one request and its answer: the default for GET and for
   * cached requests; false for a request whose every send matters, true for an idempotent POST.
   */
  coalesce?: boolean
  /** Statuses returned to the adapter instead of thrown (e.g. 404 to answer an empty list or null). */
  acceptStatus?: number[]
  /**
   * A 404 answer is the caller's 404: core throws the kit's `NOT_FOUND` error with this message (or the one this
   * function makes of the 404 answer, its body unchecked), so `data` is the schema's. The 404 goes as one listed in
   * `acceptStatus` goes (the same request, shared by identical concurrent calls, never cached, not the provider's
   * failure for the breaker); to answer a 404 otherwise (null, an empty list), list it in `acceptStatus` instead.
   */
  notFound?: string | ((answer: UpstreamResponse<unknown>) => string)
  /**
   * `manual`: a redirect is answered as it came (list its status in `acceptStatus`), its headers (a session's
   * `Set-Cookie`) readable; default `follow`.
   */
  redirect?: 'follow' | 'manual'
  /**
   * The most bytes of body read (a report PDF, an archive): a larger answer is not read on and fails, a 502 whose
   * `details.answer` is `oversized` (never retried, never cached). Default: no bound.
   */
  maxBytes?: number
  /**
   * Whether a 2xx answer is one the adapter can use (a PDF that opens, an archive that unzips, a page that is no bot
   * wall), given its body (as `schema` reads it, when there is one): `false`, a reason (a string) or a throw refuses it,
   * anything else takes it; it may be async. A refused answer is a 502 whose `details.answer` is `unusable` (the message
   * thrown, or the reason), like the other wrong answers: never cached or shared, never retried, counted by the breaker,
   * answered from a stale cached answer within `maxStaleSeconds`. A cached answer is asked too before it is served (once
   * per answer and `accept`, known by its name and source: the verdict is kept with the answer, beside it on Redis): one
   * refused (cached before, or by another check) is evicted and fetched anew. `rateLimitedAnswer(reason?, { retryAfterSeconds? })`,
   * returned or thrown, says the 2xx is the provider's rate limit (GDELT's "Please limit requests..."): answered as the
   * provider's 429 (429 `UPSTREAM_RATE_LIMIT` with Retry-After, its lockout), not counted by the breaker, never cached.
   */
  accept?(data: unknown, answer: { status: number; headers: Headers }): unknown
  /** Retries network errors, timeouts and 5xx; default true for GET only. */
  retry?: boolean
  timeoutMs?: number
  /**
   * Cancels the request. A client from `ctx.upstream` already carries the call's signal (the caller leaving
   * cancels it); one given here (a shorter deadline...) is added to it: either aborts the request.
   */
  signal?: AbortSignal
}

export interface UpstreamResponse<T> {
  status: number
  headers: Headers
  data: T
  /** The URL that was called, key removed, for citing in `source.url`. */
  url: string
  /** Set on a cached answer served past its TTL: while it is refreshed, or because the provider failed. */
  stale?: StaleAnswer
}

export interface StaleAnswer {
  ageSeconds: number
  /** Served while one request refreshes it, or in place of a failure: the provider's, or a spent rate limit. */
  reason: 'revalidating' | 'provider-failed' | 'rate-limited'
}

export interface UpstreamClient {
  readonly definition: UpstreamDefinition
  readonly baseUrl: string
  readonly hasKey: boolean
  json<S extends v.GenericSchema>(path: string, request: UpstreamRequest & { schema: S }): Promise<UpstreamResponse<v.InferOutput<S>>>
  json<T = unknown>(path: string, request?: UpstreamRequest): Promise<UpstreamResponse<T>>
  text(path: string, request?: UpstreamRequest): Promise<UpstreamResponse<string>>
  bytes(path: string, request?: UpstreamRequest): Promise<UpstreamResponse<Uint8Array>>
}

export function defineUpstream(definition: UpstreamDefinition): UpstreamDefinition {
  const problem = (what: string) => new TypeError(`upstream ${definition.id}: ${what}`)
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(definition.id)) throw new TypeError(`upstream id "${definition.id}" must be kebab-case`)
  if (definition.key?.in === 'client-credentials' && !definition.key.tokenPath.startsWith('/')) throw problem('tokenPath must start with /')
  const { withoutKey, withKey, lockoutSeconds, maxWaitSeconds } = definition.quota ?? {}
  for (const limit of [withoutKey ?? [], withKey ?? []].flat()) {
    if (!(Number.isInteger(limit.requests) && limit.requests > 0 && limit.perSeconds > 0)) throw problem('a quota needs requests > 0 (integer) per perSeconds > 0')
    if (limit.paths?.some((path) => !path.startsWith('/'))) throw problem('a quota\'s paths must start with /')
  }
  if (definition.cacheTtlMs !== undefined && !(definition.cacheTtlMs >= 0)) throw problem('cacheTtlMs must be >= 0')
  for (const seconds of [lockoutSeconds, maxWaitSeconds]) if (seconds !== undefined && !(seconds >= 0)) throw problem('lockoutSeconds and maxWaitSeconds must be >= 0')
  const { terms } = definition
  if (terms?.hotlinking && !terms.hotlinking.allowed && !terms.hotlinking.hosts?.length) throw problem('terms that forbid hotlinking name the image hosts')
  const urls = [definition.baseUrl, definition.docsUrl, definition.quota?.url, definition.key?.signupUrl, definition.key?.in === 'client-credentials' ? undefined : definition.key?.baseUrlWithKey,
    terms?.url, terms?.commercial.url, terms?.attribution?.url, terms?.caching?.url, terms?.hotlinking?.url, terms?.undocumented?.url]
  for (const url of urls) if (url !== undefined && !URL.canParse(url)) throw problem(`${url} is not an absolute URL`)
  return definition
}
