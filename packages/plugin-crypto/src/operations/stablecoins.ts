import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { pctChange as change } from '../shared/result.ts'
import { defillamaStablecoins } from '../upstreams/defillama.ts'
import { peggedAssetsSchema as assets } from '../upstreams/defillama-pegged.ts'
import { normalizedOutput } from '../shared/output.ts'

const pegTypes = ['peggedUSD', 'peggedEUR', 'peggedVAR', 'peggedJPY', 'peggedCHF', 'peggedGBP', 'peggedCNY', 'peggedCAD', 'peggedSGD', 'peggedAUD', 'peggedTRY', 'peggedRUB', 'peggedPHP', 'peggedBRL', 'peggedREAL', 'peggedUAH', 'peggedARS', 'peggedMXN', 'peggedCOPM', 'peggedIDR'] as const

export default defineOperation({
  name: 'stablecoins',
  method: 'GET',
  description: 'Stablecoins by circulating supply (DefiLlama): peg type and mechanism, price, circulating supply now and its 1d/7d/30d change, and the chains carrying most of it; filter by symbol, peg type or chain.',
  input: v.object({
    symbol: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(20))),
    pegType: v.optional(v.pipe(v.picklist(pegTypes), v.description('Peg currency, as DefiLlama names it'))),
    chain: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.description('Circulating supply on this chain only (DefiLlama chain name, e.g. Ethereum)'))),
    limit: limit(100, 20),
  }),
  output: normalizedOutput({ id: 'string', name: 'string', symbol: 'string', geckoId: 'string?', pegType: 'string', pegMechanism: 'string?', price: 'number?', circulating: 'number?', change1dPct: 'number?', change7dPct: 'number?', change30dPct: 'number?', chainCount: 'integer', topChains: [{ chain: 'string', circulating: 'number' }] }),
  upstreams: [defillamaStablecoins],
  sources: [{ path: '/stablecoins', cacheTtl: '30min' }],
  keywords: ['stablecoin market cap', 'usdt supply', 'usdc circulating', 'depeg'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(defillamaStablecoins).json('/stablecoins', { query: { includePrices: true }, schema: assets })
    const chain = input.chain?.toLowerCase()
    const rows = data.peggedAssets.map((asset) => {
      const peg = asset.pegType
      const at = (record: Record<string, number> | null) => record?.[peg] ?? null
      const chainName = chain ? Object.keys(asset.chainCirculating).find((name) => name.toLowerCase() === chain) : undefined
      const circulating = chain ? (chainName ? at(asset.chainCirculating[chainName]!) : null) : at(asset.circulating)
      const topChains = Object.entries(asset.chainCirculating)
        .map(([name, value]) => ({ chain: name, circulating: at(value) ?? 0 }))
        .sort((a, b) => b.circulating - a.circulating)
        .slice(0, 5)
      return {
        id: asset.id,
        name: asset.name,
        symbol: asset.symbol,
        geckoId: asset.gecko_id,
        pegType: peg,
        pegMechanism: asset.pegMechanism,
        price: asset.price,
        circulating,
        change1dPct: chain ? null : change(circulating, at(asset.circulatingPrevDay)),
        change7dPct: chain ? null : change(circulating, at(asset.circulatingPrevWeek)),
        change30dPct: chain ? null : change(circulating, at(asset.circulatingPrevMonth)),
        chainCount: asset.chains.length,
        topChains,
      }
    }).filter((row) => (!input.symbol || row.symbol.toUpperCase() === input.symbol.toUpperCase())
      && (!input.pegType || row.pegType === input.pegType)
      && (!chain || row.circulating !== null))
    rows.sort((a, b) => (b.circulating ?? 0) * (b.price ?? 1) - (a.circulating ?? 0) * (a.price ?? 1))
    return { ...listAnswer(rows.slice(0, input.limit), sourceOf(defillamaStablecoins, url), { total: rows.length }), ...chain ? { chain: input.chain } : {} }
  },
})
