import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { isoFromSeconds } from '../shared/result.ts'
import { alternativeMe } from '../upstreams/alternative-me.ts'

const classes = ['Extreme Fear', 'Fear', 'Neutral', 'Greed', 'Extreme Greed'] as const
const answer = v.object({
  data: v.array(v.object({ value: v.string(), value_classification: v.picklist(classes), timestamp: v.string(), time_until_update: v.optional(v.string()) })),
  metadata: v.object({ error: v.nullable(v.string()) }),
})

type Row = v.InferOutput<typeof answer>['data'][number]
const goodRow = (row: Row) => {
  const value = Number(row.value)
  return Number.isInteger(value) && value >= 0 && value <= 100 && Number.isFinite(Number(row.timestamp))
}

/**
 * The index's `accept`: an error alternative.me sends with 200 (`metadata.error`) or a row out of range is refused before
 * the client keeps it 15 minutes. Module level: asked once per answer.
 */
const usable = (data: v.InferOutput<typeof answer>) => (data.metadata.error ? `metadata.error: ${data.metadata.error}` : data.data.every(goodRow) || 'an index value out of range')

export default defineOperation({
  name: 'fear-greed',
  method: 'GET',
  description: 'Crypto Fear & Greed Index (alternative.me): 0 extreme fear to 100 extreme greed, with its classification and date, newest first; history up to 90 days.',
  input: v.object({ limit: limit(90, 1) }),
  upstreams: [alternativeMe],
  sources: [{ path: '/fng/', cacheTtl: '15min' }],
  keywords: ['market sentiment', 'crypto fear and greed', 'is the market greedy'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(alternativeMe).json('/fng/', { query: { limit: input.limit, format: 'json' }, schema: answer, accept: usable })
    const items = data.data.map((row) => ({
      value: Number(row.value),
      classification: row.value_classification,
      timestamp: isoFromSeconds(Number(row.timestamp)),
      nextUpdateSeconds: row.time_until_update === undefined ? null : Number(row.time_until_update),
    }))
    return listAnswer(items, sourceOf(alternativeMe, url))
  },
})
