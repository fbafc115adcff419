import { createError, defineUpstream, type UpstreamClient, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { currentChainName, renameChainKeys } from './defillama-chains.ts'

/** DefiLlama's free APIs, one set of terms: a licence line and what was found of their terms. */
const source = {
  license: 'DefiLlama open data (free, attribution requested)',
  terms: { url: 'https://docs.llama.fi/faqs/frequently-asked-questions', commercial: { use: 'allowed', note: 'DefiLlama\'s FAQ: "Our API is an open API and it free to use. Citing DefiLlama as the source is much appreciated"; its docs: "anyone can start using it without having to contact us"; no page conditioning the free API was found' }, attribution: { text: 'Data from DefiLlama', url: 'https://defillama.com/' } },
} as const

/** DefiLlama's TVL, chains and fees/volume API; no key. */
export const defillama = defineUpstream({
  id: 'defillama',
  name: 'DefiLlama',
  baseUrl: 'https://api.llama.fi',
  docsUrl: 'https://api-docs.defillama.com/',
  ...source,
  timeoutMs: 20_000,
  concurrency: 4,
})

/** DefiLlama's yields API (pools with APY). */
export const defillamaYields = defineUpstream({
  id: 'defillama-yields',
  name: 'DefiLlama Yields',
  baseUrl: 'https://yields.llama.fi',
  docsUrl: 'https://api-docs.defillama.com/#tag/yields',
  ...source,
  timeoutMs: 30_000,
  concurrency: 2,
})

/** DefiLlama's stablecoins API. */
export const defillamaStablecoins = defineUpstream({
  id: 'defillama-stablecoins',
  name: 'DefiLlama Stablecoins',
  baseUrl: 'https://stablecoins.llama.fi',
  docsUrl: 'https://api-docs.defillama.com/#tag/stablecoins',
  ...source,
  timeoutMs: 20_000,
  concurrency: 2,
})


/**
 * A row of `GET /protocols` (defillama-server getProtocols.ts): `tvl` and the changes are null for
 * protocols without a TVL record (`module: "dummy.js"`, whose `chains` is empty); `symbol` is "-"
 * when there is no token. Chain names are renamed to the current ones (see defillama-chains.ts).
 */
export const protocolRow = v.pipe(
  v.object({
    name: v.string(),
    slug: v.string(),
    symbol: textOrNull,
    category: textOrNull,
    chains: v.optional(v.array(v.string()), []),
    tvl: numberOrNull,
    chainTvls: v.optional(v.record(v.string(), v.number()), {}),
    change_1d: numberOrNull,
    change_7d: numberOrNull,
    mcap: numberOrNull,
    url: textOrNull,
    twitter: textOrNull,
    gecko_id: textOrNull,
  }),
  v.transform((row) => ({ ...row, chains: row.chains.map(currentChainName), chainTvls: renameChainKeys(row.chainTvls) })),
)
export const protocolsSchema = v.array(protocolRow)

/** A row of `GET /v2/chains` (defillama-server getChains.ts: every member present, null when unknown). */
export const chainsSchema = v.array(v.object({
  name: v.string(),
  tvl: v.number(),
  tokenSymbol: textOrNull,
  chainId: v.nullish(v.union([v.number(), v.string()]), null),
  gecko_id: textOrNull,
  cmcId: textOrNull,
}))

/**
 * GET a DefiLlama path naming one protocol or chain. DefiLlama answers an unknown name with a 400
 * and a plain-text body ("Protocol not found", "There is no chain with that name: x"; api2
 * routes/utils.ts errorResponse), or a 404; both are the caller's NOT_FOUND.
 */
export async function llamaLookup<S extends v.GenericSchema>(client: UpstreamClient, path: string, schema: S, what: string) {
  const response = await client.json(path, { schema, acceptStatus: [400, 404] })
  if (response.status !== 200) throw createError('NOT_FOUND', `DefiLlama has no ${what}`)
  return response as { data: v.InferOutput<S>; url: string }
}

/** `YYYY-MM-DD` of a Unix time in seconds. */
export function day(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10)
}

/**
 * Daily points `{date, tvlUsd}`, oldest first, one a day. DefiLlama's daily series are UTC
 * midnights, but `/protocol/{slug}` ends with the latest hourly record (craftProtocolV2), which
 * can fall on a day already present: the later timestamp of a day wins.
 */
export function dailyPoints(points: { date: number; value: number }[]): { date: string; tvlUsd: number }[] {
  const byDay = new Map<string, number>()
  for (const point of [...points].sort((a, b) => a.date - b.date)) byDay.set(day(point.date), point.value)
  return [...byDay].map(([date, tvlUsd]) => ({ date, tvlUsd }))
}

/** One output row of a protocol. */
export function protocolItem(row: v.InferOutput<typeof protocolRow>) {
  return {
    name: row.name,
    slug: row.slug,
    symbol: row.symbol && row.symbol !== '-' ? row.symbol : null,
    category: row.category,
    chains: row.chains,
    tvlUsd: row.tvl,
    change1dPct: row.change_1d,
    change7dPct: row.change_7d,
    mcapUsd: row.mcap,
    url: row.url,
    twitter: row.twitter,
    geckoId: row.gecko_id,
  }
}

/**
 * `GET /pools` of the yields API: the members svc reads (yield-server triggerEnrichment.js writes
 * them; `predictions` is always an object whose members are null for pools without a forecast).
 */
export const yieldPools = v.object({
  status: v.string(),
  data: v.array(v.object({
    pool: v.string(),
    chain: v.string(),
    project: v.string(),
    symbol: v.string(),
    tvlUsd: v.number(),
    apy: numberOrNull,
    apyBase: numberOrNull,
    apyReward: numberOrNull,
    apyPct1D: numberOrNull,
    apyPct7D: numberOrNull,
    apyPct30D: numberOrNull,
    apyMean30d: numberOrNull,
    stablecoin: v.boolean(),
    ilRisk: textOrNull,
    exposure: textOrNull,
    poolMeta: textOrNull,
    rewardTokens: v.nullish(v.array(v.string()), null),
    underlyingTokens: v.nullish(v.array(v.string()), null),
    predictions: v.nullish(v.object({ predictedClass: textOrNull, predictedProbability: numberOrNull, binnedConfidence: numberOrNull }), null),
  })),
})
