import { createError, defineUpstream, rateLimitedAnswer, requiredKey, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/**
 * Etherscan API V2: one key, every supported chain through `chainid`. The free plan allows 3 calls a second and
 * 100,000 a day across all of an account's keys (https://docs.etherscan.io/rate-limits), and does not cover
 * BNB Smart Chain, Base, OP Mainnet or Avalanche C-Chain except for source code and ABI lookups
 * (https://docs.etherscan.io/supported-chains): those answer with a paid plan's key only.
 */
export const etherscan = defineUpstream({
  id: 'etherscan',
  name: 'Etherscan',
  baseUrl: 'https://api.etherscan.io',
  key: requiredKey.query('apikey', 'https://etherscan.io/myapikey'),
  docsUrl: 'https://docs.etherscan.io/introduction',
  terms: {
    url: 'https://etherscan.io/apiterms',
    commercial: { use: 'not-allowed', note: 'its API Terms (updated 2026-10-01, as two third-party rights reviews quote them; the page itself was not readable here): the Free, Lite and Standard plans are for personal and research use, commercial application use needs the Advanced plan or higher, and redistribution, resale or external sharing of API data needs separate rights' },
    attribution: { text: 'Powered by Etherscan.io APIs', url: 'https://etherscan.io/' },
  },
  license: 'Etherscan API Terms of Service (https://etherscan.io/apiterms)',
  concurrency: 4,
  quota: { withKey: [{ requests: 3, perSeconds: 1 }, { requests: 100_000, perSeconds: 86_400 }], url: 'https://docs.etherscan.io/rate-limits' },
})

/** Chain ids of the explorer's chains that svc names. */
export const explorerChains = { ethereum: 1, base: 8453, polygon: 137, arbitrum: 42161, optimism: 10, bsc: 56, avalanche: 43114 } as const

const envelope = v.object({ status: v.string(), message: v.string(), result: v.unknown() })

const detailOf = ({ message, result }: v.InferOutput<typeof envelope>) => (typeof result === 'string' ? result : message)
/** The refusals the caller answers itself (503, 400): kept as answers, as before. */
const answered = /free api access is not supported|invalid address|chainid/i

/**
 * The `accept` of an answer: a result of the asked shape, an empty one, or a refusal the caller maps (plan, input).
 * "Max calls per sec rate limit reached (5/sec)" (sent with 200) is Etherscan's rate limit: answered as its 429 would be
 * (a 429, with Retry-After 1 for the per-second limit, never cached for the operation's TTL, not charged). Any other
 * refusal inside the 200 (a bad key) and a result of another shape are refused: never cached, counted by the breaker.
 */
function usable(answer: v.InferOutput<typeof envelope>, schema: v.GenericSchema, emptyWhen: RegExp | undefined) {
  if (answer.status !== '1') {
    const detail = detailOf(answer)
    if (/rate limit/i.test(detail)) return rateLimitedAnswer(detail.slice(0, 200), /per sec/i.test(detail) ? { retryAfterSeconds: 1 } : {})
    return emptyWhen?.test(answer.message) || emptyWhen?.test(detail) || answered.test(detail) || `Etherscan answered: ${detail.slice(0, 200)}`
  }
  const checked = v.safeParse(schema, answer.result)
  return checked.success || `Etherscan sent an answer of an unexpected shape (at result.${v.getDotPath(checked.issues[0]) ?? ''})`
}

/**
 * Calls `/v2/api`. Etherscan answers HTTP 200 with `status` "0" for errors: "No transactions found"
 * (an empty list), "Max calls per sec rate limit reached" (429), an invalid address or chain (400), and
 * "Free API access is not supported for this chain" for a chain outside the free plan (503: the operator's
 * key needs a paid plan).
 */
export async function etherscanCall<S extends v.GenericSchema>(client: UpstreamClient, query: Record<string, string | number | undefined>, schema: S, emptyWhen?: RegExp) {
  const response = await client.json('/v2/api', { query, schema: envelope, accept: (data) => usable(data as v.InferOutput<typeof envelope>, schema, emptyWhen) })
  const { status, message, result } = response.data
  if (status !== '1') {
    const detail = detailOf(response.data)
    if (emptyWhen?.test(message) || emptyWhen?.test(detail)) return { data: [] as v.InferOutput<S>, url: response.url }
    if (/free api access is not supported/i.test(detail)) throw createError('UPSTREAM_NOT_CONFIGURED', `Etherscan's free API plan does not cover chain ${query['chainid']}: this host's Etherscan key needs a paid plan for it (https://docs.etherscan.io/supported-chains)`)
    if (/invalid address|chainid/i.test(detail)) throw createError('INVALID_INPUT', `Etherscan refused the request: ${detail.slice(0, 200)}`)
    throw createError('UPSTREAM_FAILED', `Etherscan answered: ${detail.slice(0, 200)}`)
  }
  const checked = v.safeParse(schema, result)
  if (!checked.success) throw createError('UPSTREAM_FAILED', `Etherscan sent an answer of an unexpected shape (at result.${v.getDotPath(checked.issues[0]) ?? ''})`)
  return { data: checked.output as v.InferOutput<S>, url: response.url }
}
