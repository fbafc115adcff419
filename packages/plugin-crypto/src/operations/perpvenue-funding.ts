import { defineOperation, listAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { filter, limit } from '../shared/params.ts'
import { malformed, num, pctChange } from '../shared/result.ts'
import { hyperliquid, info } from '../upstreams/hyperliquid.ts'

const price = textOrNull
/** One context per asset of the universe, checked before the answer is kept 30 seconds (never kept otherwise). */
const answer = v.pipe(
  v.tuple([
    v.object({ universe: v.array(v.object({ name: v.string(), maxLeverage: v.number(), isDelisted: v.optional(v.boolean()) })) }),
    v.array(v.object({ funding: v.string(), openInterest: v.string(), prevDayPx: price, dayNtlVlm: v.string(), premium: price, oraclePx: price, markPx: price, midPx: price })),
  ]),
  v.check(([meta, contexts]) => meta.universe.length === contexts.length, 'universe and contexts differ in length'),
)

const sorters = {
  oi: (row: Row) => row.openInterestUsd ?? 0,
  volume: (row: Row) => row.volume24hUsd ?? 0,
  funding: (row: Row) => row.fundingRateHourly ?? 0,
}
type Row = { openInterestUsd: number | null; volume24hUsd: number | null; fundingRateHourly: number | null }

export default defineOperation({
  name: 'perpvenue-funding',
  method: 'GET',
  description: 'Perpetual futures on the perp venue (Hyperliquid): hourly funding rate (and annualized), open interest, mark/oracle/mid price, premium, prior-day price, 24h volume and max leverage, sorted by open interest, volume or funding.',
  input: v.object({ coin: filter(40, 'One coin as the venue names it: BTC, ETH, kPEPE, @107'), sort: v.optional(v.picklist(['oi', 'volume', 'funding']), 'oi'), limit: limit(250, 50) }),
  upstreams: [hyperliquid],
  sources: [{ path: '/info', method: 'POST', about: 'Hyperliquid `POST /info` `{"type":"metaAndAssetCtxs"}`', cacheTtl: '30s' }],
  keywords: ['funding rate', 'perp open interest', 'perpetual futures', 'hyperliquid funding'],
  async handler({ input, upstream }) {
    const { data, url } = await info(upstream(hyperliquid), 'metaAndAssetCtxs', answer)
    const [meta, contexts] = data
    if (meta.universe.length !== contexts.length) throw malformed(hyperliquid, 'universe and contexts differ in length')
    const wanted = input.coin?.toUpperCase()
    const rows = meta.universe.flatMap((asset, index) => {
      const ctx = contexts[index]!
      if (asset.isDelisted || (wanted && asset.name.toUpperCase() !== wanted)) return []
      const funding = num(ctx.funding)
      const mark = num(ctx.markPx)
      const oi = num(ctx.openInterest)
      const prev = num(ctx.prevDayPx)
      return [{
        coin: asset.name,
        fundingRateHourly: funding,
        fundingRateAnnualizedPct: funding === null ? null : Math.round(funding * 24 * 365 * 100 * 1e4) / 1e4,
        openInterest: oi,
        openInterestUsd: oi !== null && mark !== null ? Math.round(oi * mark * 100) / 100 : null,
        markPx: mark,
        oraclePx: num(ctx.oraclePx),
        midPx: num(ctx.midPx),
        premium: num(ctx.premium),
        prevDayPx: prev,
        change24hPct: pctChange(mark, prev),
        volume24hUsd: num(ctx.dayNtlVlm),
        maxLeverage: asset.maxLeverage,
      }]
    })
    rows.sort((a, b) => sorters[input.sort](b) - sorters[input.sort](a))
    return listAnswer(rows.slice(0, input.limit), sourceOf(hyperliquid, url), { total: rows.length })
  },
})
