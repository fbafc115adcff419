import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { noaaCoops } from '../upstreams/noaa-coops.ts'

const PATH = '/api/prod/datagetter'
// The API reports its failures ("No data was found...") inside a 200 answer.
const failure = v.object({ error: v.object({ message: v.string() }) })
const levels = v.union([failure, v.object({
  metadata: v.object({ id: v.string(), name: v.string(), lat: v.string(), lon: v.string() }),
  data: v.array(v.object({ t: v.string(), v: v.string() })),
})])
const predictions = v.union([failure, v.object({ predictions: v.array(v.object({ t: v.string(), v: v.string(), type: v.optional(v.string()) })) })])

/** CO-OPS times in GMT (`2026-11-26 14:06`) as ISO 8601 UTC. */
const iso = (time: string) => `${time.replace(' ', 'T')}:00Z`
const number = (text: string) => (text.trim() === '' ? null : Number(text))

export default defineOperation({
  name: 'now',
  method: 'GET',
  description: 'Tides at a NOAA station now: the latest observed water level and the predicted high and low tides of the next 48 hours (times in UTC), with the next high and next low, from NOAA CO-OPS.',
  input: v.object({
    station: v.pipe(v.string(), v.trim(), v.regex(/^\d{7}$/, 'must be a 7-digit NOAA station id such as 9414290 (San Francisco)'), v.description('NOAA CO-OPS station id')),
    units: v.optional(v.pipe(v.picklist(['metric', 'english']), v.description('metric (m; default) or english (ft)')), 'metric'),
    datum: v.optional(v.pipe(v.picklist(['MLLW', 'MLW', 'MSL', 'MHW', 'MHHW', 'NAVD', 'STND']), v.description('Vertical datum (default MLLW, the chart datum)')), 'MLLW'),
  }),
  upstreams: [noaaCoops],
  // One endpoint, two products: the latest level changes every 6 minutes, the predictions hardly at all.
  sources: [{ path: PATH, query: { product: 'water_level' }, cacheTtl: '6min' }, { path: PATH, query: { product: 'predictions' }, cacheTtl: '1h' }],
  keywords: ['tide times', 'high tide today', 'when is low tide', 'tide chart', 'water level at station'],
  async handler({ input, upstream }) {
    const common = { station: input.station, units: input.units, datum: input.datum, time_zone: 'gmt', format: 'json', application: 'svc' }
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '')
    const client = upstream(noaaCoops)
    const [level, tides] = await Promise.all([
      client.json(PATH, { query: { ...common, product: 'water_level', date: 'latest' }, schema: levels }),
      client.json(PATH, { query: { ...common, product: 'predictions', interval: 'hilo', begin_date: today, range: 72 }, schema: predictions }),
    ])
    if ('error' in tides.data) throw createError('NOT_FOUND', `station: NOAA has no tide predictions for ${input.station} (${tides.data.error.message.trim()})`)
    const now = Date.now()
    const upcoming = tides.data.predictions
      .map((row) => ({ time: iso(row.t), type: row.type === 'H' ? 'high' : 'low', height: number(row.v) }))
      .filter((row) => Date.parse(row.time) >= now - 6 * 3600_000 && Date.parse(row.time) <= now + 48 * 3600_000)
    const next = (type: string) => upcoming.find((row) => row.type === type && Date.parse(row.time) >= now) ?? null
    // A station that only predicts (no gauge) answers an error for water_level: the level is then null.
    const observed = 'error' in level.data ? null : level.data
    const latest = observed?.data.at(-1)
    return lookupAnswer({
      station: { id: input.station, name: observed?.metadata.name ?? null, lat: observed ? Number(observed.metadata.lat) : null, lon: observed ? Number(observed.metadata.lon) : null },
      waterLevel: latest ? { time: iso(latest.t), height: number(latest.v) } : null,
      nextHigh: next('high'),
      nextLow: next('low'),
      tides: upcoming,
      units: input.units === 'metric' ? 'm' : 'ft',
      datum: input.datum,
    }, sourceOf(noaaCoops, tides.url))
  },
})
