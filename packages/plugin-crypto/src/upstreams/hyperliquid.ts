import { defineUpstream } from '@svc/core'
import type * as v from 'valibot'

/** Hyperliquid's public info endpoint (POST /info); no key. */
export const hyperliquid = defineUpstream({
  id: 'hyperliquid',
  name: 'Hyperliquid',
  baseUrl: 'https://api.hyperliquid.xyz',
  docsUrl: 'https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/api/info-endpoint/perpetuals',
  terms: { url: 'https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/api/info-endpoint/perpetuals', commercial: { use: 'unknown', note: 'no Hyperliquid terms of use for the API were found: the API docs list none, and its Terms of Use (https://app.hyperliquid.xyz/terms, dated 2026-06-15, as two projects read them in 2026-08 and 2026-10: the page is a JavaScript application not stored here) govern the web Interface only, have no section on data, licence or intellectual property, and never mention the API, redistribution or scraping (searched 2026-11-30: pages, "Hyperliquid terms of use API data public market data license", "Hyperliquid terms of use prohibited market data redistribution"; find_string on the terms\' address)' } },
  license: 'Hyperliquid public API (terms at hyperliquid.xyz)',
  concurrency: 4,
  // 1,200 weight a minute per IP; metaAndAssetCtxs and predictedFundings weigh 20 each ("all other documented
  // info requests"), so 60 of the requests svc sends a minute.
  quota: { withoutKey: { requests: 60, perSeconds: 60, paths: ['/info'] }, url: 'https://hyperliquid.gitbook.io/hyperliquid-docs/for-developers/api/rate-limits-and-user-limits' },
})

/** Calls the info endpoint: a POST that reads only, so it is retried like a GET. */
export function info<S extends v.GenericSchema>(client: { json: (path: string, request: object) => Promise<unknown> }, type: string, schema: S) {
  return client.json('/info', { method: 'POST', body: { type }, schema, retry: true }) as Promise<{ data: v.InferOutput<S>; url: string }>
}
