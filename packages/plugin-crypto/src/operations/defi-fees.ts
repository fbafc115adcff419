import { defineOperation, listAnswer, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { defillama } from '../upstreams/defillama.ts'

const total = numberOrNull
const overview = v.object({
  total24h: total,
  total7d: total,
  total30d: total,
  protocols: v.array(v.object({
    name: v.string(),
    displayName: textOrNull,
    slug: textOrNull,
    category: textOrNull,
    chains: v.optional(v.array(v.string()), []),
    total24h: total,
    total7d: total,
    total30d: total,
    total1y: total,
    change_1m: total,
  })),
})

export default defineOperation({
  name: 'defi-fees',
  method: 'GET',
  description: 'Protocols ranked by fees paid (kind=fees) or DEX trading volume (kind=dexs), from DefiLlama: 24h, 7d, 30d and 1y totals in USD and the 1-month change.',
  input: v.object({
    kind: v.optional(v.picklist(['fees', 'dexs']), 'fees'),
    sort: v.optional(v.picklist(['total24h', 'total7d', 'total30d']), 'total24h'),
    limit: limit(100, 20),
  }),
  upstreams: [defillama],
  sources: [{ path: '/overview/fees', cacheTtl: '30min' }, { path: '/overview/dexs', cacheTtl: '30min' }],
  keywords: ['protocol revenue', 'dex volume ranking', 'which protocol earns most fees'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(defillama).json(`/overview/${input.kind}`, {
      query: { excludeTotalDataChart: true, excludeTotalDataChartBreakdown: true },
      schema: overview,
    })
    const rows = data.protocols.filter((row) => row[input.sort] !== null).sort((a, b) => b[input.sort]! - a[input.sort]!)
    const items = rows.slice(0, input.limit).map((row) => ({
      name: row.displayName ?? row.name,
      slug: row.slug,
      category: row.category,
      chains: row.chains,
      total24h: row.total24h,
      total7d: row.total7d,
      total30d: row.total30d,
      total1y: row.total1y,
      change1mPct: row.change_1m,
    }))
    return { ...listAnswer(items, sourceOf(defillama, url), { total: rows.length }), kind: input.kind, totals: { total24h: data.total24h, total7d: data.total7d, total30d: data.total30d } }
  },
})
