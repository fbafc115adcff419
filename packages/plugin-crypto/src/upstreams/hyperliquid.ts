import { defineUpstream } from '@svc/core'
import * as v from 'valibot'

/** Hyperliquid's public info endpoint (POST /info); no key. */
export const hyperliquid = defineUpstream({
  id: 'hyperliquid',
  name: 'Hyperliquid',
  baseUrl: 'https://api.hyperliquid.xyz',
  docsUrl: 'https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/api/info-endpoint/perpetuals',
  license: 'Hyperliquid public API (terms at hyperliquid.xyz)',
  concurrency: 4,
})

/** A coin filter as Hyperliquid names them (BTC, ETH, kPEPE, @107...). */
export const coinFilter = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.regex(/^[A-Za-z0-9@:._-]+$/, 'must be a coin name such as BTC')))

/** Calls the info endpoint: a POST that reads only, so it is retried like a GET. */
export function info<S extends v.GenericSchema>(client: { json: (path: string, request: object) => Promise<unknown> }, type: string, schema: S, cacheTtlMs: number, signal: AbortSignal) {
  return client.json('/info', { method: 'POST', body: { type }, schema, cacheTtlMs, retry: true, signal }) as Promise<{ data: v.InferOutput<S>; url: string }>
}
