import type * as v from 'valibot'
import type { RequiredSetting } from '../required-settings.ts'
/** How an operator's key is sent to the provider. */
export interface UpstreamKeySpec {
  /** Without a key the operations using this upstream are unavailable (503). */
  required: boolean
  /** `body`: a member of the JSON body (APIs such as BLS's take the key there). */
  in: 'header' | 'query' | 'body'
  /** Header, query parameter or body member name, e.g. `Authorization`, `api_key`, `registrationkey`. */
  name: string
  /** Prepended to the key in a header, e.g. `Bearer `. */
  prefix?: string
  /** Turns the key into the value sent, e.g. HTTP Basic with the key as user name (Companies House). */
  encode?: (key: string) => string
}

export interface UpstreamDefinition {
  /** Provider id, also the config key: `upstreams.<id>` and `SVC_UPSTREAM_<ID>_URL|KEY`. */
  id: string
  /** Human name of the provider, cited in `source.provider`. */
  name: string
  /** Default base URL of the real public API. */
  baseUrl: string
  key?: UpstreamKeySpec
  /** Documentation or terms page, cited in `source.url`. */
  docsUrl?: string
  license?: string
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
  /** Caches the successful answer for this long (per URL and body). */
  cacheTtlMs?: number
  /** Statuses returned to the adapter instead of thrown (e.g. 404 to answer NOT_FOUND). */
  acceptStatus?: number[]
  /** Retries network errors, timeouts and 5xx; default true for GET only. */
  retry?: boolean
  timeoutMs?: number
  signal?: AbortSignal
}

export interface UpstreamResponse<T> {
  status: number
  headers: Headers
  data: T
  /** The URL that was called, key removed, for citing in `source.url`. */
  url: string
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
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(definition.id)) throw new TypeError(`upstream id "${definition.id}" must be kebab-case`)
  new URL(definition.baseUrl) // throws on an invalid default
  return definition
}
