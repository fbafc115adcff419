import { defineOperation, listAnswer, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { nps } from '../upstreams/nps.ts'

const text = v.optional(v.nullable(v.string()), null)
const parksAnswer = v.object({
  total: v.union([v.string(), v.number()]),
  data: v.array(v.object({
    parkCode: v.string(), fullName: v.string(), designation: text, description: text, url: text, states: text,
    latitude: text, longitude: text, weatherInfo: text, directionsUrl: text,
    activities: v.optional(v.array(v.object({ name: v.string() })), []),
    entranceFees: v.optional(v.array(v.object({ cost: v.string(), title: text, description: text })), []),
    images: v.optional(v.array(v.object({ url: v.string(), title: text, altText: text, credit: text })), []),
  })),
})

const coordinate = (value: string | null) => (value ? Number(value) : null)

export default defineOperation({
  name: 'lookup',
  cacheTtl: '1d',
  sources: sourcesInWords('NPS `GET /api/v1/parks`'),
  method: 'GET',
  description: 'US national parks, monuments and historic sites from the National Park Service: by park code, name words or state; description, states, coordinates, activities, entrance fees, weather notes and images.',
  input: v.object({
    parkCode: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{4}$/, 'must be a 4-letter NPS park code such as yell'), v.description('NPS park code, e.g. yell (Yellowstone)'))),
    q: optionalText(2, 100, 'Words of the park name or description'),
    state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description('Parks in this state'))),
    limit: rowLimit(50, 10, 'Most parks (1-50, default 10)'),
  }),
  upstreams: [nps],
  keywords: ['national park info', 'yellowstone entrance fee', 'national parks in utah', 'park activities', 'things to do in a national park'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['parkCode', 'q', 'state'])
  },
  async handler({ input, upstream }) {
    const response = await upstream(nps).json('/api/v1/parks', {
      query: { parkCode: input.parkCode, q: input.q, stateCode: input.state, limit: input.limit },
      schema: parksAnswer,
    })
    const items = response.data.data.map((park) => ({
      parkCode: park.parkCode,
      name: park.fullName,
      designation: park.designation || null,
      description: park.description,
      states: park.states ? park.states.split(',') : [],
      lat: coordinate(park.latitude),
      lon: coordinate(park.longitude),
      activities: park.activities.map((activity) => activity.name),
      entranceFees: park.entranceFees.map((fee) => ({ title: fee.title, costUsd: Number(fee.cost), description: fee.description })),
      weather: park.weatherInfo,
      images: park.images.slice(0, 3).map((image) => ({ url: image.url, title: image.title, credit: image.credit })),
      url: park.url,
    }))
    return listAnswer(items, sourceOf(nps, response.url), { total: Number(response.data.total) })
  },
})
