import { createError, isApiError, rateLimitedAnswer, type UpstreamClient, type UpstreamDefinition } from '@svc/core'
import * as v from 'valibot'
import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, createPublicClient, custom, type Chain, type PublicClient } from 'viem'
import { arbitrum, base, mainnet, optimism, polygon } from 'viem/chains'
import type { RpcChain } from '../shared/params.ts'

const viemChains: Record<RpcChain, Chain> = { ethereum: mainnet, base, polygon, arbitrum, optimism }

const answer = v.object({
  jsonrpc: v.literal('2.0'),
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) })),
})

/**
 * A JSON-RPC rate limit (`-32005`, or "rate limit" / "too many requests" in its message), sent with 200: the node's 429, so
 * answered as one (a 429, the provider's lockout, nothing charged).
 */
const notRateLimited = (data: v.InferOutput<typeof answer>) => {
  const error = data.error
  return error && (error.code === -32005 || /rate limit|too many requests/i.test(error.message)) ? rateLimitedAnswer(error.message.slice(0, 200)) : undefined
}

/** A fee history with a base fee and, when percentiles were asked, one reward per percentile in each block's row. */
function feeHistoryProblem(result: unknown, params: unknown): string | undefined {
  const history = result as { baseFeePerGas?: unknown; reward?: unknown } | null
  const percentiles = Array.isArray(params) && Array.isArray(params[2]) ? params[2].length : 0
  const rewards = history?.reward
  const usable = Array.isArray(history?.baseFeePerGas) && history.baseFeePerGas.length > 0
    && (percentiles === 0 || (Array.isArray(rewards) && rewards.length > 0 && rewards.every((row) => Array.isArray(row) && row.length === percentiles)))
  return usable ? undefined : 'fee history without base fees or rewards'
}

/**
 * What makes a JSON-RPC answer unusable, asked before it is kept (an operation keeps them seconds to a day): no result
 * and no error, or a result the method cannot have answered. An error is the caller's to read (a revert), as before.
 */
function unusableAnswer(method: string, params: unknown, data: v.InferOutput<typeof answer>): string | undefined {
  if (data.error) return undefined
  if (!('result' in data)) return 'a JSON-RPC answer without a result'
  return method === 'eth_feeHistory' ? feeHistoryProblem(data.result, params) : undefined
}

/**
 * A viem public client whose transport is the core upstream client: the operator's URL, timeouts,
 * retries, TTL cache, failure mapping and the request's abort signal apply to every JSON-RPC call. JSON-RPC errors reach viem
 * as provider errors (`{code, message, data}`), so reverts decode as usual.
 */
export function rpcClient(client: UpstreamClient, chain: RpcChain): PublicClient {
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      const { data } = await client.json('', { method: 'POST', body: { jsonrpc: '2.0', id: 1, method, params: params ?? [] }, schema: answer, retry: true, accept: (data) => notRateLimited(data as v.InferOutput<typeof answer>) ?? unusableAnswer(method, params, data as v.InferOutput<typeof answer>) ?? true })
      if (data.error) {
        throw Object.assign(new Error(data.error.message), { code: data.error.code, data: data.error.data })
      }
      if (!('result' in data)) throw createError('UPSTREAM_FAILED', `${client.definition.name} sent a JSON-RPC answer without a result`)
      return data.result
    },
  }, { retryCount: 0 })
  return createPublicClient({ chain: viemChains[chain], transport }) as PublicClient
}

/** True when a viem error is a contract revert or an empty answer (not a token, no such function). */
export function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(error.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError))
    || /execution reverted|returned no data/i.test(error.message)
}

/** Rethrows what a caller should see: a core error found in the cause chain as is, anything else as a 502. */
export function upstreamFailure(error: unknown, upstream: UpstreamDefinition): never {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    if (isApiError(current)) throw current
    current = (current as { cause?: unknown }).cause
  }
  throw createError('UPSTREAM_FAILED', `${upstream.name} failed: ${error instanceof BaseError ? error.shortMessage : 'unexpected answer'}`)
}

/** Runs a call; a revert becomes `null`, an upstream failure the caller's error. */
export async function orNull<T>(call: Promise<T>, upstream: UpstreamDefinition): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (isRevert(error)) return null
    return upstreamFailure(error, upstream)
  }
}
