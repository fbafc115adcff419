import { defineOperation, invalidField, listAnswer, optionalCoordinates, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { usgsEarthquakes } from '../upstreams/usgs-earthquakes.ts'

const nullableNumber = v.optional(v.nullable(v.number()), null)
const eventsAnswer = v.object({
  metadata: v.object({ count: v.number() }),
  features: v.array(v.object({
    id: v.string(),
    properties: v.object({
      mag: nullableNumber, magType: v.optional(v.nullable(v.string()), null), place: v.optional(v.nullable(v.string()), null),
      time: v.number(), updated: v.number(), url: v.string(), felt: nullableNumber, cdi: nullableNumber, mmi: nullableNumber,
      alert: v.optional(v.nullable(v.string()), null), status: v.string(), tsunami: v.number(), sig: v.number(), type: v.string(), title: v.string(),
    }),
    geometry: v.object({ coordinates: v.tuple([v.number(), v.number(), v.nullable(v.number())]) }),
  })),
})

const HOUR_MS = 3_600_000

export default defineOperation({
  name: 'recent',
  cacheTtl: '1min',
  sources: sourcesInWords('USGS FDSN event `GET /fdsnws/event/1/query?format=geojson`'),
  method: 'GET',
  description: 'Recent earthquakes worldwide or around a point from the USGS catalog (ComCat): magnitude, place, time, depth, coordinates, felt reports, PAGER alert level, tsunami flag and significance, newest first.',
  input: v.object({
    minMagnitude: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10), v.description('Smallest magnitude (default 2.5)')), 2.5),
    hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(720), v.description('Look back this many hours (1-720, default 24)')), 24),
    ...optionalCoordinates({ lat: 'Latitude of the centre of a search circle (with lon and radiusKm)', lon: 'Longitude of the centre' }),
    radiusKm: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(20_001), v.description('Radius of the circle, km (default 500 with lat/lon)'))),
    limit: rowLimit(500, 100, 'Most events (1-500, default 100)'),
  }),
  upstreams: [usgsEarthquakes],
  keywords: ['earthquakes in the last day', 'recent earthquakes', 'was there an earthquake', 'seismic activity near me', 'quake magnitude', 'usgs earthquake'],
  // Half a point, or a radius without one, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((input.lat === undefined) !== (input.lon === undefined)) throw invalidField(input.lat === undefined ? 'lat' : 'lon', 'give lat and lon together')
    if (input.radiusKm !== undefined && input.lat === undefined) throw invalidField('radiusKm', 'needs lat and lon')
  },
  async handler({ input, upstream }) {
    // The start is rounded down to the minute so that repeated polls share the upstream cache.
    const start = new Date(Math.floor((Date.now() - input.hours * HOUR_MS) / 60_000) * 60_000).toISOString().slice(0, 19)
    const circle = input.lat === undefined ? {} : { latitude: input.lat, longitude: input.lon, maxradiuskm: input.radiusKm ?? 500 }
    const response = await upstream(usgsEarthquakes).json('/fdsnws/event/1/query', {
      query: { format: 'geojson', starttime: start, minmagnitude: input.minMagnitude, orderby: 'time', limit: input.limit, ...circle },
      schema: eventsAnswer,
    })
    const items = response.data.features.map(({ id, properties: event, geometry }) => ({
      id,
      magnitude: event.mag,
      magnitudeType: event.magType,
      place: event.place,
      title: event.title,
      time: new Date(event.time).toISOString(),
      updated: new Date(event.updated).toISOString(),
      lat: geometry.coordinates[1],
      lon: geometry.coordinates[0],
      depthKm: geometry.coordinates[2],
      type: event.type,
      status: event.status,
      feltReports: event.felt,
      intensityCdi: event.cdi,
      intensityMmi: event.mmi,
      alert: event.alert,
      tsunami: event.tsunami === 1,
      significance: event.sig,
      url: event.url,
    }))
    return listAnswer(items, sourceOf(usgsEarthquakes, response.url), { total: response.data.metadata.count })
  },
})
