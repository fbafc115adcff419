import { defineOperation, invalidField, listAnswer, optionalCoordinates, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { ridb } from '../upstreams/ridb.ts'

const text = v.optional(v.nullable(v.string()), null)
const facilitiesAnswer = v.object({
  RECDATA: v.array(v.object({
    FacilityID: v.string(), FacilityName: v.string(), FacilityDescription: text, FacilityTypeDescription: text,
    FacilityLatitude: v.optional(v.nullable(v.number()), null), FacilityLongitude: v.optional(v.nullable(v.number()), null),
    FacilityPhone: text, FacilityReservationURL: text, Reservable: v.optional(v.boolean(), false),
  })),
  METADATA: v.object({ RESULTS: v.object({ TOTAL_COUNT: v.number() }) }),
})

/** RIDB descriptions are HTML: the text alone, shortened. */
const plain = (html: string | null) => (html ? html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 500) || null : null)

export default defineOperation({
  name: 'search',
  cacheTtl: '1d',
  sources: sourcesInWords('RIDB `GET /api/v1/facilities`'),
  method: 'GET',
  description: 'Campgrounds, trailheads, day-use areas and other federal recreation facilities from Recreation.gov (RIDB), by words or around a point: type, coordinates, phone, whether it takes reservations and its booking page.',
  input: v.object({
    q: optionalText(2, 100, 'Words, e.g. campground yosemite'),
    ...optionalCoordinates({ lat: 'Latitude of the search centre (with lon)', lon: 'Longitude of the search centre' }),
    radiusMiles: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(200), v.description('Radius around lat/lon in miles (default 25)')), 25),
    limit: rowLimit(50, 10, 'Most facilities (1-50, default 10)'),
  }),
  upstreams: [ridb],
  keywords: ['campgrounds near', 'find a campsite', 'recreation.gov reservation', 'trailheads near me', 'camping in national forest'],
  // Nothing to look for, or half a point, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['q', 'lat'])
    if ((input.lat === undefined) !== (input.lon === undefined)) throw invalidField(input.lat === undefined ? 'lat' : 'lon', 'give lat and lon together')
  },
  async handler({ input, upstream }) {
    const near = input.lat === undefined ? {} : { latitude: input.lat, longitude: input.lon, radius: input.radiusMiles }
    const response = await upstream(ridb).json('/api/v1/facilities', {
      query: { query: input.q, limit: input.limit, offset: 0, ...near },
      schema: facilitiesAnswer,
    })
    const items = response.data.RECDATA.map((facility) => ({
      id: facility.FacilityID,
      name: facility.FacilityName,
      type: facility.FacilityTypeDescription,
      description: plain(facility.FacilityDescription),
      lat: facility.FacilityLatitude,
      lon: facility.FacilityLongitude,
      phone: facility.FacilityPhone || null,
      reservable: facility.Reservable,
      reservationUrl: facility.FacilityReservationURL || null,
      url: `https://www.recreation.gov/camping/campgrounds/${facility.FacilityID}`,
    }))
    return listAnswer(items, sourceOf(ridb, response.url), { total: response.data.METADATA.RESULTS.TOTAL_COUNT })
  },
})
