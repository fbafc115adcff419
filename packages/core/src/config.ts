import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as v from 'valibot'

const upstreamConfig = v.strictObject({
  baseUrl: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  key: v.optional(v.pipe(v.string(), v.minLength(1))),
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(120_000))),
  concurrency: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  /** Overrides `upstreamRetryDelayMs` for this provider. */
  retryDelayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  /**
   * The operator accepts the provider's terms: this host's use is within them (it serves the provider's data
   * free, or has the provider's permission), so a provider whose terms limit commercial use is served; for a
   * provider reached at an undocumented endpoint, the operator acknowledges relying on it.
   */
  acceptTerms: v.optional(v.boolean()),
  /**
   * `baseUrl` is the operator's own server of the provider's software (a self-hosted Nominatim or Overpass):
   * the public service's published limits (its quota and 429 lockout) are not enforced against it.
   */
  ownServer: v.optional(v.boolean()),
  /**
   * The operator's plan with the provider, by the name its definition gives (`data-for-ai`): a key does not say which
   * plan it belongs to, and some uses of a provider's answers are only licensed by some plans (see `plans` there).
   */
  plan: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a plan name in lower case (letters, digits and dashes)'))),
  /**
   * The operator's plan with the provider (a paid Etherscan, FMP or SAM.gov plan): these limits replace the
   * published ones on this host's calls, counted across hosts like them; `[]` enforces none.
   */
  quota: v.optional(v.pipe(v.array(v.strictObject({
    requests: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
    perSeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31 * 86_400)),
    paths: v.optional(v.pipe(v.array(v.pipe(v.string(), v.startsWith('/'))), v.minLength(1))),
  })), v.maxLength(10))),
})

/** The request body a host takes by default: 1 MiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024

/** A token bucket: `perSecond` tokens come back each second, up to `burst`. */
const rateRule = v.strictObject({
  perSecond: v.pipe(v.number(), v.minValue(0.001), v.maxValue(100_000)),
  burst: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
})

const configSchema = v.pipe(v.strictObject({
  port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)), 3000),
  host: v.optional(v.string(), '0.0.0.0'),
  dataDir: v.optional(v.pipe(v.string(), v.minLength(1)), './.data'),
  redisUrl: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'))),
  /** false: use the socket address; true: first X-Forwarded-For entry; n: n trusted proxy hops. */
  trustProxy: v.optional(v.union([v.boolean(), v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))]), false),
  publicUrl: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  /** Origins whose pages may call the host (CORS): `*` (any; no cookies are used) or a list; [] sends no CORS headers. */
  corsOrigins: v.optional(v.union([
    v.literal('*'),
    v.array(v.pipe(v.string(), v.regex(/^https?:\/\/[^/\s]+$/, 'must be "*" or origins such as https://app.example.com (scheme and host, no path)'))),
  ]), '*'),
  plugins: v.optional(v.strictObject({
    include: v.optional(v.array(v.string())),
    exclude: v.optional(v.array(v.string())),
  }), {}),
  prices: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.[a-zA-Z0-9-]+$/, 'must be an operation id <group>.<name>')), v.pipe(v.number(), v.minValue(0), v.maxValue(1000))), {}),
  /** Backoff before retrying a failed upstream GET: a random wait up to this, then up to twice this. */
  upstreamRetryDelayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)), 100),
  upstreams: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a kebab-case provider id')), upstreamConfig), {}),
  /** Largest request body; an operation that takes larger ones declares its own (`bodyLimitBytes`). */
  bodyLimitBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(100 * 1024 * 1024)), DEFAULT_BODY_LIMIT_BYTES),
  /** A client that has not sent a request's headers in this time, or the whole request, is answered 408 and closed. */
  headersTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000)), 10_000),
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(3_600_000)), 60_000),
  /** Connections one client (address, IPv6 network) may hold open at once; 0: no cap. Default 64, none behind a proxy. */
  connectionsPerClient: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
  trial: v.optional(v.strictObject({
    enabled: v.optional(v.boolean(), true),
    windowSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400 * 30)), 3600),
    /** IPv6 callers are counted per network of this prefix length: one host holds a whole /64. */
    ipv6PrefixLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(32), v.maxValue(128)), 64),
  }), {}),
  /** The rail-agnostic rules of paid calls (rails have their own section under `settings`). */
  payments: v.optional(v.strictObject({
    /**
     * The ids of the installed payment rails to mount (`["x402"]`); unset: every installed rail, `[]`:
     * none (trial and free operations only). A rail left out offers no challenge, takes no credential
     * and is absent from discovery.
     */
    rails: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a rail id (lower case letters, digits and dashes)')))),
    /** A payment (one signature) that paid for this many failed calls is refused: one authorization buys no endless free work. */
    failedCallsPerPayment: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 3),
    /** How long the answer of a paid call is kept for retries carrying its payment identifier. */
    answerTtlSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(86_400 * 7)), 86_400),
    /** How long a paid call whose writes were never applied is kept for its retry (deleted at once when applied): far past any answer. */
    unappliedRetentionDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)), 365),
    /** Token buckets: paid calls per payer wallet, unpaid (402) and trial calls per client address; per operation id over these. */
    rateLimits: v.optional(v.strictObject({
      paid: v.optional(rateRule),
      unpaid: v.optional(rateRule),
      trial: v.optional(rateRule),
      operations: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.[a-zA-Z0-9-]+$/, 'must be an operation id <group>.<name>')), v.strictObject({ paid: v.optional(rateRule), unpaid: v.optional(rateRule), trial: v.optional(rateRule) }))),
    }), {}),
  }), {}),
  log: v.optional(v.picklist(['off', 'info', 'debug']), 'info'),
  /** `json`: one JSON line per request with request id, operation, caller kind, cost, settlement and latency. */
  logFormat: v.optional(v.picklist(['text', 'json']), 'text'),
  /** Bearer token of /api/admin/* and /dashboard; unset, they are off. */
  adminToken: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /**
   * Settings by group (`settings.store.quotaBytes`) and of the payment module (`settings.x402`):
   * each plugin or module validates its own entry and may read env variables of its own.
   */
  settings: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a kebab-case group name')), v.record(v.string(), v.unknown())), {}),
}), v.forward(v.check((config) => config.requestTimeoutMs >= config.headersTimeoutMs, 'must be at least headersTimeoutMs'), ['requestTimeoutMs']))

export type SvcConfig = v.InferOutput<typeof configSchema>
export type SvcConfigInput = v.InferInput<typeof configSchema>
export type UpstreamConfig = v.InferOutput<typeof upstreamConfig>

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

/** Parses a config object (file contents merged with env), naming the key of the first problem. */
export function parseConfig(input: unknown, origin = 'config'): SvcConfig {
  const result = v.safeParse(configSchema, input ?? {})
  if (result.success) return result.output
  const issue = result.issues[0]
  const key = v.getDotPath(issue) ?? '(root)'
  const message = (issue.type as string) === 'strict_object' && issue.expected === 'never'
    ? `unknown key "${key}"`
    : issue.received === 'undefined' ? `"${key}" is required` : `"${key}" ${issue.message}`
  throw new ConfigError(`Invalid ${origin}: ${message}`)
}

export interface LoadConfigOptions {
  cwd?: string
  env?: Record<string, string | undefined>
  /** Values that win over file and env (tests, CLI flags). */
  overrides?: SvcConfigInput
}

/** Loads `SVC_CONFIG` or `svc.config.{json,mjs,js}` from the working directory, then env, then overrides. */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<SvcConfig> {
  const cwd = options.cwd ?? process.cwd()
  const env = options.env ?? process.env
  const file = findConfigFile(cwd, env)
  const fromFile = file ? await readConfigFile(file) : {}
  const merged = deepMerge(deepMerge(fromFile, configFromEnv(env)), options.overrides ?? {})
  const config = parseConfig(merged, file ? `configuration (${file} and environment)` : 'configuration (environment)')
  return { ...config, dataDir: resolve(cwd, config.dataDir) }
}

function findConfigFile(cwd: string, env: Record<string, string | undefined>): string | undefined {
  if (env.SVC_CONFIG) {
    const path = resolve(cwd, env.SVC_CONFIG)
    if (!existsSync(path)) throw new ConfigError(`SVC_CONFIG points to ${path}, which does not exist`)
    return path
  }
  return ['svc.config.json', 'svc.config.mjs', 'svc.config.js', 'svc.config.ts']
    .map((name) => resolve(cwd, name))
    .find((path) => existsSync(path))
}

async function readConfigFile(path: string): Promise<Record<string, unknown>> {
  if (path.endsWith('.json')) {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
    } catch (error) {
      throw new ConfigError(`${path} is not valid JSON: ${(error as Error).message}`)
    }
  }
  const module = (await import(pathToFileURL(path).href)) as { default?: Record<string, unknown> }
  return module.default ?? {}
}

/** Every key has an env twin: `SVC_PORT` (or `PORT`), `SVC_UPSTREAM_<PROVIDER>_URL`, ... */
export function configFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, any> = {}
  const number = (name: string, value: string) => {
    const parsed = Number(value)
    if (value.trim() === '' || !Number.isFinite(parsed)) throw new ConfigError(`Invalid environment: ${name} must be a number, got "${value}"`)
    return parsed
  }
  const flag = (name: string, value: string) => {
    if (!/^(true|false|1|0)$/.test(value.trim())) throw new ConfigError(`Invalid environment: ${name} must be true or false, got "${value}"`)
    return value.trim() === 'true' || value.trim() === '1'
  }
  const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean)
  const port = env.SVC_PORT ?? env.PORT
  if (port !== undefined) out.port = number(env.SVC_PORT !== undefined ? 'SVC_PORT' : 'PORT', port)
  if (env.SVC_HOST) out.host = env.SVC_HOST
  if (env.SVC_DATA_DIR) out.dataDir = env.SVC_DATA_DIR
  if (env.SVC_REDIS_URL) out.redisUrl = env.SVC_REDIS_URL
  if (env.SVC_TRUST_PROXY !== undefined) {
    const value = env.SVC_TRUST_PROXY
    out.trustProxy = value === 'true' ? true : value === 'false' ? false : number('SVC_TRUST_PROXY', value)
  }
  if (env.SVC_PUBLIC_URL) out.publicUrl = env.SVC_PUBLIC_URL
  if (env.SVC_CORS_ORIGINS) {
    const value = env.SVC_CORS_ORIGINS.trim()
    out.corsOrigins = value === '*' ? '*' : value === 'none' ? [] : list(value)
  }
  if (env.SVC_PLUGINS_INCLUDE) (out.plugins ??= {}).include = list(env.SVC_PLUGINS_INCLUDE)
  if (env.SVC_PLUGINS_EXCLUDE) (out.plugins ??= {}).exclude = list(env.SVC_PLUGINS_EXCLUDE)
  if (env.SVC_PRICES) {
    try {
      out.prices = JSON.parse(env.SVC_PRICES)
    } catch {
      throw new ConfigError('Invalid environment: SVC_PRICES must be a JSON object such as {"convert.unit":0}')
    }
  }
  if (env.SVC_SETTINGS) {
    try {
      out.settings = JSON.parse(env.SVC_SETTINGS)
    } catch {
      throw new ConfigError('Invalid environment: SVC_SETTINGS must be a JSON object such as {"queue":{"maxAttempts":5}}')
    }
  }
  if (env.SVC_UPSTREAM_RETRY_DELAY_MS) out.upstreamRetryDelayMs = number('SVC_UPSTREAM_RETRY_DELAY_MS', env.SVC_UPSTREAM_RETRY_DELAY_MS)
  if (env.SVC_BODY_LIMIT) out.bodyLimitBytes = number('SVC_BODY_LIMIT', env.SVC_BODY_LIMIT)
  if (env.SVC_HEADERS_TIMEOUT_MS) out.headersTimeoutMs = number('SVC_HEADERS_TIMEOUT_MS', env.SVC_HEADERS_TIMEOUT_MS)
  if (env.SVC_REQUEST_TIMEOUT_MS) out.requestTimeoutMs = number('SVC_REQUEST_TIMEOUT_MS', env.SVC_REQUEST_TIMEOUT_MS)
  if (env.SVC_CONNECTIONS_PER_CLIENT) out.connectionsPerClient = number('SVC_CONNECTIONS_PER_CLIENT', env.SVC_CONNECTIONS_PER_CLIENT)
  if (env.SVC_LOG) out.log = env.SVC_LOG
  if (env.SVC_LOG_FORMAT) out.logFormat = env.SVC_LOG_FORMAT
  if (env.SVC_ADMIN_TOKEN) out.adminToken = env.SVC_ADMIN_TOKEN
  if (env.SVC_RAILS) (out.payments ??= {}).rails = env.SVC_RAILS.trim().toLowerCase() === 'none' ? [] : list(env.SVC_RAILS.toLowerCase())
  if (env.SVC_PAYMENT_FAILED_CALLS) (out.payments ??= {}).failedCallsPerPayment = number('SVC_PAYMENT_FAILED_CALLS', env.SVC_PAYMENT_FAILED_CALLS)
  if (env.SVC_PAYMENT_ANSWER_TTL_SECONDS) (out.payments ??= {}).answerTtlSeconds = number('SVC_PAYMENT_ANSWER_TTL_SECONDS', env.SVC_PAYMENT_ANSWER_TTL_SECONDS)
  if (env.SVC_PAYMENT_UNAPPLIED_RETENTION_DAYS) (out.payments ??= {}).unappliedRetentionDays = number('SVC_PAYMENT_UNAPPLIED_RETENTION_DAYS', env.SVC_PAYMENT_UNAPPLIED_RETENTION_DAYS)
  if (env.SVC_TRIAL_ENABLED) (out.trial ??= {}).enabled = env.SVC_TRIAL_ENABLED !== 'false' && env.SVC_TRIAL_ENABLED !== '0'
  if (env.SVC_TRIAL_WINDOW_SECONDS) (out.trial ??= {}).windowSeconds = number('SVC_TRIAL_WINDOW_SECONDS', env.SVC_TRIAL_WINDOW_SECONDS)
  if (env.SVC_TRIAL_IPV6_PREFIX) (out.trial ??= {}).ipv6PrefixLength = number('SVC_TRIAL_IPV6_PREFIX', env.SVC_TRIAL_IPV6_PREFIX)
  for (const [name, value] of Object.entries(env)) {
    const match = /^SVC_UPSTREAM_([A-Z0-9_]+)_(URL|KEY|TIMEOUT_MS|CONCURRENCY|ACCEPT_TERMS|OWN_SERVER|QUOTA|PLAN)$/.exec(name)
    if (!match || value === undefined) continue
    const provider = match[1]!.toLowerCase().replace(/_/g, '-')
    const upstream = ((out.upstreams ??= {})[provider] ??= {})
    if (match[2] === 'URL') upstream.baseUrl = value
    else if (match[2] === 'KEY') upstream.key = value
    else if (match[2] === 'TIMEOUT_MS') upstream.timeoutMs = number(name, value)
    else if (match[2] === 'ACCEPT_TERMS') upstream.acceptTerms = flag(name, value)
    else if (match[2] === 'OWN_SERVER') upstream.ownServer = flag(name, value)
    else if (match[2] === 'QUOTA') upstream.quota = quotaOf(name, value)
    else if (match[2] === 'PLAN') upstream.plan = value
    else upstream.concurrency = number(name, value)
  }
  return out
}

/** `5/1,100000/86400`: requests per seconds, comma-separated; `none`: no limit. A malformed entry names the variable. */
function quotaOf(name: string, value: string): { requests: number; perSeconds: number }[] {
  if (value.trim().toLowerCase() === 'none') return []
  return value.split(',').map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part)
    if (!match) throw new ConfigError(`Invalid environment: ${name}: "${part.trim()}" is not requests/seconds (e.g. 5/1,100000/86400) or none`)
    return { requests: Number(match[1]), perSeconds: Number(match[2]) }
  })
}

/** The env variable an operator sets for a provider's key, URL or plan. */
export function upstreamEnvName(provider: string, setting: 'URL' | 'KEY' | 'PLAN'): string {
  return `SVC_UPSTREAM_${provider.toUpperCase().replace(/-/g, '_')}_${setting}`
}

function deepMerge(base: Record<string, any>, extra: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key], value) : value
  }
  return out
}

function isPlainObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const NO_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({})

/** The settings entry of one group, or an empty object. */
export function settingsOf(config: SvcConfig, group: string | undefined): Readonly<Record<string, unknown>> {
  return (group && config.settings[group]) || NO_SETTINGS
}
