import { defineOperation, listAnswer, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { ukPolice } from '../upstreams/uk-police.ts'

const crime = v.object({
  id: v.number(),
  category: v.string(),
  month: v.string(),
  location_type: textOrNull,
  location_subtype: textOrNull,
  context: textOrNull,
  persistent_id: textOrNull,
  location: v.nullish(v.object({ latitude: v.string(), longitude: v.string(), street: v.nullish(v.object({ id: v.number(), name: v.string() }), null) }), null),
  outcome_status: v.nullish(v.object({ category: v.string(), date: v.string() }), null),
})

export default defineOperation({
  name: 'uk-crime',
  cacheTtl: '12h',
  sources: sourcesInWords('data.police.uk `GET /api/crimes-street/{category}`'),
  method: 'GET',
  description: 'Street-level crimes recorded by police within a mile of a point in England, Wales or Northern Ireland for a month (data.police.uk): category, approximate street, location type and latest outcome, with counts by category.',
  input: v.object({
    lat: v.pipe(v.number(), v.minValue(49.8), v.maxValue(60.9), v.description('Latitude (UK)')),
    lng: v.pipe(v.number(), v.minValue(-8.7), v.maxValue(1.8), v.description('Longitude (UK)')),
    date: v.optional(v.pipe(v.string(), v.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM'), v.description('Month (default: the latest published)'))),
    category: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{3,40}$/, 'must be a category slug such as burglary or anti-social-behaviour'), v.description('Crime category slug')), 'all-crime'),
    limit: rowLimit(500, 100),
  }),
  upstreams: [ukPolice],
  keywords: ['crime near me uk', 'is this area safe', 'police data', 'burglaries nearby'],
  async handler({ input, upstream }) {
    const response = await upstream(ukPolice).json(`/api/crimes-street/${input.category}`, {
      query: { lat: input.lat, lng: input.lng, date: input.date },
      schema: v.array(crime),
    })
    const byCategory: Record<string, number> = {}
    for (const row of response.data) byCategory[row.category] = (byCategory[row.category] ?? 0) + 1
    const items = response.data.slice(0, input.limit).map((row) => ({
      id: row.id,
      persistentId: row.persistent_id || null,
      category: row.category,
      month: row.month,
      locationType: row.location_type,
      street: row.location?.street?.name ?? null,
      latitude: row.location ? Number(row.location.latitude) : null,
      longitude: row.location ? Number(row.location.longitude) : null,
      outcome: row.outcome_status ? { category: row.outcome_status.category, date: row.outcome_status.date } : null,
      context: row.context || null,
    }))
    return { ...listAnswer(items, sourceOf(ukPolice, response.url), { total: response.data.length }), byCategory }
  },
})
