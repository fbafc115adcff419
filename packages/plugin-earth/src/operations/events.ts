import { defineOperation, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { eonet } from '../upstreams/nasa.ts'

const CATEGORIES = ['drought', 'dustHaze', 'earthquakes', 'floods', 'landslides', 'manmade', 'seaLakeIce', 'severeStorms', 'snow', 'tempExtremes', 'volcanoes', 'waterColor', 'wildfires'] as const

const eventsAnswer = v.object({
  events: v.array(v.object({
    id: v.string(),
    title: v.string(),
    description: v.optional(v.nullable(v.string()), null),
    link: v.string(),
    closed: v.optional(v.nullable(v.string()), null),
    categories: v.array(v.object({ id: v.string(), title: v.string() })),
    sources: v.optional(v.array(v.object({ id: v.string(), url: v.string() })), []),
    geometry: v.array(v.object({
      magnitudeValue: v.optional(v.nullable(v.number()), null),
      magnitudeUnit: v.optional(v.nullable(v.string()), null),
      date: v.string(),
      type: v.string(),
      coordinates: v.array(v.unknown()),
    })),
  })),
})

export default defineOperation({
  name: 'events',
  cacheTtl: '30min',
  sources: sourcesInWords('NASA EONET v3 `GET /api/v3/events`'),
  method: 'GET',
  description: 'Natural events happening on Earth from NASA EONET: wildfires, severe storms, volcanoes, sea and lake ice, floods and more, with their latest position, magnitude and sources; open events by default.',
  input: v.object({
    category: v.optional(v.pipe(v.picklist(CATEGORIES), v.description('One category of event'))),
    status: v.optional(v.pipe(v.picklist(['open', 'closed', 'all']), v.description('open (default), closed or all')), 'open'),
    days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365), v.description('Events with a geometry in the last N days (1-365, default 30)')), 30),
    limit: rowLimit(200, 50, 'Most events (1-200, default 50)'),
  }),
  upstreams: [eonet],
  keywords: ['active wildfires', 'natural disasters now', 'volcano eruptions', 'severe storms tracking', 'natural events map'],
  async handler({ input, upstream }) {
    const response = await upstream(eonet).json('/api/v3/events', {
      query: { status: input.status, days: input.days, limit: input.limit, category: input.category },
      schema: eventsAnswer,
    })
    const items = response.data.events.map((event) => {
      const latest = event.geometry.at(-1)
      const point = latest?.type === 'Point' ? (latest.coordinates as number[]) : null
      return {
        id: event.id,
        title: event.title,
        description: event.description,
        categories: event.categories.map((category) => category.id),
        closed: event.closed,
        open: event.closed === null,
        latest: latest ? { date: latest.date, lat: point?.[1] ?? null, lon: point?.[0] ?? null, geometryType: latest.type, magnitude: latest.magnitudeValue, magnitudeUnit: latest.magnitudeUnit } : null,
        observations: event.geometry.length,
        sources: event.sources.map((source) => ({ id: source.id, url: source.url })),
        url: event.link,
      }
    })
    return listAnswer(items, sourceOf(eonet, response.url))
  },
})
