import { defineUpstream, type UpstreamClient, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { num } from '../shared/result.ts'
import { coingeckoTerms } from './coingecko.ts'

/**
 * GeckoTerminal's public DEX API v2: no key, one universal rate limit of 30 calls a minute
 * (https://apiguide.geckoterminal.com). CoinGecko's attribution guide asks for "On-chain data provided by GeckoTerminal".
 */
export const geckoterminal = defineUpstream({
  id: 'geckoterminal',
  name: 'GeckoTerminal',
  baseUrl: 'https://api.geckoterminal.com/api/v2',
  docsUrl: 'https://www.geckoterminal.com/dex-api',
  license: 'GeckoTerminal API (CoinGecko API Terms of Service, https://www.coingecko.com/en/api_terms)',
  headers: { accept: 'application/json;version=20230302' },
  concurrency: 2,
  quota: { withoutKey: { requests: 30, perSeconds: 60 }, url: 'https://apiguide.geckoterminal.com/authentication' },
  terms: coingeckoTerms('On-chain data provided by GeckoTerminal'),
})

/** A GeckoTerminal network slug (eth, base, solana, bsc, polygon_pos...). */
export const network = v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.regex(/^[a-z0-9_-]+$/, 'must be a network slug such as eth, base or solana'))
/** A pool or token address (EVM hex, Solana base58, or other chains' forms). */
export const dexAddress = v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.regex(/^[A-Za-z0-9_:.-]+$/, 'must be an address (letters, digits, _ : . -)'))

const s = textOrNull
const byWindow = v.nullish(v.record(v.string(), v.nullable(v.string())), null)
const relation = v.nullish(v.object({ data: v.nullish(v.object({ id: v.string() }), null) }), null)
export const poolSchema = v.object({
  id: v.string(),
  attributes: v.object({
    address: v.string(),
    name: v.string(),
    base_token_price_usd: s,
    base_token_price_native_currency: s,
    quote_token_price_usd: s,
    pool_created_at: s,
    fdv_usd: s,
    market_cap_usd: s,
    reserve_in_usd: s,
    price_change_percentage: byWindow,
    volume_usd: byWindow,
    transactions: v.nullish(v.record(v.string(), v.object({ buys: numberOrNull, sells: numberOrNull })), null),
  }),
  relationships: v.nullish(v.object({ base_token: relation, quote_token: relation, dex: relation }), null),
})
export const poolList = v.object({ data: v.array(poolSchema) })

/** The token address of a relationship id such as `eth_0xc02a...`. */
const afterNetwork = (id: string | null | undefined) => (id ? id.slice(id.indexOf('_') + 1) : null)

/** svc's pool row. */
export function poolItem(pool: v.InferOutput<typeof poolSchema>) {
  const a = pool.attributes
  const tx = a.transactions?.h24
  return {
    network: pool.id.slice(0, pool.id.indexOf('_')),
    address: a.address,
    name: a.name,
    dex: pool.relationships?.dex?.data?.id ?? null,
    baseToken: afterNetwork(pool.relationships?.base_token?.data?.id),
    quoteToken: afterNetwork(pool.relationships?.quote_token?.data?.id),
    priceUsd: num(a.base_token_price_usd),
    priceNative: num(a.base_token_price_native_currency),
    quotePriceUsd: num(a.quote_token_price_usd),
    fdvUsd: num(a.fdv_usd),
    marketCapUsd: num(a.market_cap_usd),
    reserveUsd: num(a.reserve_in_usd),
    volume24hUsd: num(a.volume_usd?.h24),
    change24hPct: num(a.price_change_percentage?.h24),
    buys24h: tx?.buys ?? null,
    sells24h: tx?.sells ?? null,
    createdAt: a.pool_created_at,
  }
}

/** GET a path; GeckoTerminal answers 404 `{"errors":[{"status":"404","title":"Not Found"}]}` for an unknown network or address. */
export async function terminalJson<S extends v.GenericSchema>(client: UpstreamClient, path: string, schema: S, query: Record<string, string | number>, what: string) {
  const response = await client.json(path, { schema, query, notFound: `GeckoTerminal has no ${what}` })
  return response as { data: v.InferOutput<S>; url: string }
}

/** Pools of a paged list (20 a page), enough pages for `limit`. */
export async function poolPages(client: UpstreamClient, path: string, limit: number, query: Record<string, string | number>, what: string) {
  const pools: v.InferOutput<typeof poolSchema>[] = []
  let url = ''
  for (let page = 1; pools.length < limit && page <= Math.ceil(limit / 20); page++) {
    const response = await terminalJson(client, path, poolList, { ...query, page }, what)
    if (page === 1) url = response.url
    pools.push(...response.data.data)
    if (response.data.data.length < 20) break
  }
  return { items: pools.slice(0, limit).map(poolItem), url }
}
