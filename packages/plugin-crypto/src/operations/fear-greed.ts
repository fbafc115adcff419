import * as v from 'valibot'
import { oneCallList } from '../shared/one-call-list.ts'
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

export default oneCallList({
  name: 'fear-greed',
  description: 'Crypto Fear & Greed Index (alternative.me): 0 extreme fear to 100 extreme greed, with its classification and date, newest first; history up to 90 days.',
  keywords: ['market sentiment', 'crypto fear and greed', 'is the market greedy'],
  upstream: alternativeMe,
  path: '/fng/',
  cacheTtl: '15min',
  limit: { max: 90, byDefault: 1 },
  schema: answer,
  query: (limit) => ({ limit, format: 'json' }),
  accept: usable,
  items: (data) =>
    data.data.map((row) => ({
      value: Number(row.value),
      classification: row.value_classification,
      timestamp: isoFromSeconds(Number(row.timestamp)),
      nextUpdateSeconds: row.time_until_update === undefined ? null : Number(row.time_until_update),
    })),
})
