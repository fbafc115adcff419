import { createError, defineUpstream, optionalKey, rateLimitedAnswer, textOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/**
 * GoPlus Security API; works without a key (rate limited, limits not published). The optional key is sent as the
 * `Authorization` header: an access token from GoPlus's `POST /api/v1/token` (app key, time and a SHA-1 signature
 * of key + time + secret), which expires, so a static key has to be renewed by the operator.
 */
export const goplus = defineUpstream({
  id: 'goplus',
  name: 'GoPlus Security',
  baseUrl: 'https://api.gopluslabs.io',
  key: optionalKey.header('Authorization', 'https://gopluslabs.io/security-api'),
  docsUrl: 'https://docs.gopluslabs.io/reference/api-overview',
  terms: { url: 'https://gopluslabs.io/terms-of-use', commercial: { use: 'unknown', note: 'GoPlus\'s Terms of Use are at gopluslabs.io/terms-of-use (as 1RPC\'s rules and a Rust client cite them) but their text was not in the stored corpora, and the API docs read state none (searched 2026-11-30: pages, "GoPlus Security terms of service API commercial use license", "GoPlus Labs terms of use gopluslabs.io": other companies\' terms only; docs: the same; find_string on the terms\' address: citations only; GoPlus\'s wiki repository GoPlusLabs/GoPlusSecurityWiki, 2022: none)' } },
  license: 'GoPlus Security API terms of service',
  concurrency: 3,
})

/** GoPlus chain ids are strings ("1", "56", "8453", "solana", "tron"). */
export const goplusChain = v.pipe(v.string(), v.minLength(1), v.maxLength(20), v.regex(/^[a-z0-9-]+$/, 'must be a chain id such as 1, 56 or 8453'), v.description('GoPlus chain id: 1 Ethereum, 56 BSC, 137 Polygon, 42161 Arbitrum, 8453 Base, 10 Optimism...'))

/** GoPlus answers HTTP 200 with its own `code`: 1 complete, 2 partial, 4029 rate limited, 2004/5006 bad parameters... */
const envelope = v.object({ code: v.number(), message: textOrNull, result: v.unknown() })

/** The codes the caller answers itself (400): kept as answers, as before. */
const ANSWERED = [2004, 2018, 5006]

/**
 * The `accept` of an answer: a complete or partial result of the asked shape, or a code the caller maps. Code 4029 (sent
 * with 200) is GoPlus's rate limit: answered as its 429 would be (a 429, never cached for the operation's TTL, not
 * charged). Any other code inside the 200 (a system error) and a result of another shape are refused: never cached,
 * counted by the breaker.
 */
function usable({ code, message, result }: v.InferOutput<typeof envelope>, schema: v.GenericSchema) {
  if (code === 4029) return rateLimitedAnswer(`code 4029: ${message ?? 'request limit reached'}`)
  if (ANSWERED.includes(code)) return true
  if (code !== 1 && code !== 2) return `GoPlus Security answered code ${code}: ${message ?? ''}`.trim()
  const checked = v.safeParse(schema, result)
  return checked.success || `GoPlus Security sent an answer of an unexpected shape (at result.${v.getDotPath(checked.issues[0]) ?? ''})`
}

export async function goplusResult<S extends v.GenericSchema>(client: UpstreamClient, path: string, query: Record<string, string>, schema: S) {
  const response = await client.json(path, { query, schema: envelope, accept: (data) => usable(data as v.InferOutput<typeof envelope>, schema) })
  const { code, message, result } = response.data
  if (code === 2004 || code === 2018 || code === 5006) throw createError('INVALID_INPUT', `GoPlus Security refused the request: ${message ?? code}`)
  if (code !== 1 && code !== 2) throw createError('UPSTREAM_FAILED', `GoPlus Security answered code ${code}: ${message ?? ''}`.trim())
  const checked = v.safeParse(schema, result)
  if (!checked.success) throw createError('UPSTREAM_FAILED', `GoPlus Security sent an answer of an unexpected shape (at result.${v.getDotPath(checked.issues[0]) ?? ''})`)
  return { data: checked.output as v.InferOutput<S>, partial: code === 2, url: response.url }
}

/** GoPlus flags are "1"/"0" strings (sometimes numbers); "" or absent means unknown. */
export function flag(value: unknown): boolean | null {
  if (value === '1' || value === 1) return true
  if (value === '0' || value === 0) return false
  return null
}

/** A GoPlus numeric string ("0.05", "") as a number or null. */
export function amount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** A GoPlus field that may be a string, a number or null. */
export const loose = v.nullish(v.union([v.string(), v.number()]), null)

/** GoPlus's snake_case flag names as camelCase output members. */
export const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
