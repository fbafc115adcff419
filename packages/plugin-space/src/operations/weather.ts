import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { swpc } from '../upstreams/providers.ts'

const kpAnswer = v.array(v.object({ time_tag: v.string(), kp_index: v.optional(v.nullable(v.number()), null), estimated_kp: v.optional(v.nullable(v.number()), null) }))
const alertsAnswer = v.array(v.object({ product_id: v.string(), issue_datetime: v.string(), message: v.string() }))

/** NOAA's geomagnetic storm scale: Kp 5 is G1 ... Kp 9 is G5. */
export function stormLevel(kp: number | null): string | null {
  if (kp === null) return null
  const level = Math.floor(kp) - 4
  return level >= 1 ? `G${Math.min(level, 5)}` : 'none'
}

export default defineOperation({
  name: 'weather',
  sources: [{ about: 'SWPC `GET /json/planetary_k_index_1m.json` + `GET /products/alerts.json`' }, { path: '/json/planetary_k_index_1m.json', cacheTtl: '1min' }, { path: '/products/alerts.json', cacheTtl: '5min' }],
  method: 'GET',
  description: 'Space weather now from NOAA SWPC: the latest planetary Kp index with its geomagnetic storm level (G1-G5, aurora likelihood) and the latest alerts, watches and warnings.',
  input: v.object({
    alerts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50), v.description('How many of the latest SWPC alerts to include (0-50, default 5)')), 5),
  }),
  upstreams: [swpc],
  keywords: ['geomagnetic storm now', 'kp index', 'will there be northern lights tonight', 'aurora forecast', 'solar storm alert'],
  async handler({ input, upstream }) {
    const client = upstream(swpc)
    const [kp, alerts] = await Promise.all([
      client.json('/json/planetary_k_index_1m.json', { schema: kpAnswer }),
      input.alerts > 0 ? client.json('/products/alerts.json', { schema: alertsAnswer }) : null,
    ])
    const latest = kp.data.at(-1)
    const value = latest?.estimated_kp ?? latest?.kp_index ?? null
    const recent = (alerts?.data ?? []).sort((a, b) => b.issue_datetime.localeCompare(a.issue_datetime)).slice(0, input.alerts)
    return lookupAnswer({
      kp: value,
      kpAt: latest ? `${latest.time_tag.replace(' ', 'T')}${latest.time_tag.endsWith('Z') ? '' : 'Z'}` : null,
      stormLevel: stormLevel(value),
      alerts: recent.map((alert) => ({ id: alert.product_id, issuedAt: `${alert.issue_datetime.replace(' ', 'T').replace(/\.\d+$/, '')}Z`, message: alert.message.trim() })),
    }, sourceOf(swpc, kp.url))
  },
})
