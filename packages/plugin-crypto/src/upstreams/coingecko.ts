import { createError, defineUpstream, optionalKey, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** The CoinGecko API Terms, which GeckoTerminal shares: the attribution guide asks for `text` next to the data. */
export function coingeckoTerms(text: string) {
  return {
    url: 'https://www.coingecko.com/en/api_terms',
    commercial: { use: 'allowed' as const, note: 'attribution asked next to the data (CoinGecko attribution guide); the API Terms\' clauses on commercial use were not verified in this audit' },
    attribution: { text, url: 'https://brand.coingecko.com/resources/attribution-guide' },
  }
}

/**
 * CoinGecko's public (Demo) API v3. A Demo key is optional (header `x-cg-demo-api-key`, created in the developer
 * dashboard) and gets 100 calls a minute; keyless calls share an IP-based limit CoinGecko does not number
 * (https://docs.coingecko.com/docs/errors-and-rate-limits). A paid (Pro) key is refused here: it belongs on
 * pro-api.coingecko.com with another header. CoinGecko's attribution guide asks for "Data provided by CoinGecko".
 */
export const coingecko = defineUpstream({
  id: 'coingecko',
  name: 'CoinGecko',
  baseUrl: 'https://api.coingecko.com/api/v3',
  key: optionalKey.header('x-cg-demo-api-key', 'https://www.coingecko.com/en/developers/dashboard'),
  docsUrl: 'https://docs.coingecko.com/v3.0.1/reference/introduction',
  license: 'CoinGecko API Terms of Service (https://www.coingecko.com/en/api_terms)',
  concurrency: 3,
  quota: { withKey: { requests: 100, perSeconds: 60 }, url: 'https://docs.coingecko.com/docs/errors-and-rate-limits' },
  terms: coingeckoTerms('Data provided by CoinGecko'),
})

/** CoinGecko asset-platform ids of the chains svc names. */
export const platforms = {
  ethereum: 'ethereum',
  base: 'base',
  polygon: 'polygon-pos',
  arbitrum: 'arbitrum-one',
  optimism: 'optimistic-ethereum',
  bsc: 'binance-smart-chain',
  avalanche: 'avalanche',
  solana: 'solana',
} as const
export type Platform = keyof typeof platforms
export const platformNames = Object.keys(platforms) as Platform[]

/** A coin id as CoinGecko spells them (bitcoin, usd-coin, wrapped-steth). */
export const coinId = v.pipe(v.string(), v.minLength(1), v.maxLength(80), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be a CoinGecko coin id such as bitcoin or usd-coin'))

/** GET a path naming a coin; CoinGecko answers 404 `{"error":"coin not found"}` for an unknown one. */
export async function coinLookup<S extends v.GenericSchema>(client: UpstreamClient, path: string, schema: S, what: string, query?: Record<string, string | number | boolean>) {
  const response = await client.json(path, { schema, acceptStatus: [400, 404], ...(query ? { query } : {}) })
  if (response.status === 404) throw createError('NOT_FOUND', `CoinGecko has no ${what}`)
  if (response.status === 400) {
    const error = typeof response.data === 'object' && response.data !== null ? String((response.data as { error?: unknown }).error ?? '') : String(response.data)
    throw createError('INVALID_INPUT', `CoinGecko refused the request: ${error.slice(0, 200) || 'bad request'}`)
  }
  return response as { data: v.InferOutput<S>; url: string }
}
