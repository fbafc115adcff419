import { defineOperation, listAnswer, listedWhenCounted, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { jplCad } from '../upstreams/providers.ts'

// Whether `data` is sent with a count of 0 is not documented where read, so it stays optional; a count with no
// `data` is an answer cut short: refused in `accept`, never kept as "none" (issue 37).
const cadAnswer = v.object({ count: v.union([v.string(), v.number()]), fields: v.optional(v.array(v.string()), []), data: v.optional(v.array(v.array(v.nullable(v.string())))) })
const listedApproaches = listedWhenCounted((answer: v.InferOutput<typeof cadAnswer>) => ({ count: answer.count, list: answer.data }), 'close approaches')
const AU_KM = 149_597_870.7
const LUNAR_DISTANCE_AU = 0.00256955529
const MONTHS: Record<string, string> = { Jan: '01', Feb: '02', Mar: '03', Apr: '04', May: '05', Jun: '06', Jul: '07', Aug: '08', Sep: '09', Oct: '10', Nov: '11', Dec: '12' }

/** JPL's `2026-Dec-03 14:07` (TDB) as ISO 8601. */
function isoOf(text: string | null | undefined): string | null {
  const match = text?.match(/^(\d{4})-([A-Z][a-z]{2})-(\d{2}) (\d{2}:\d{2})$/)
  return match ? `${match[1]}-${MONTHS[match[2]!]}-${match[3]}T${match[4]}:00Z` : null
}

export default defineOperation({
  name: 'close-approaches',
  cacheTtl: '6h',
  sources: sourcesInWords('JPL SBDB `GET /cad.api`'),
  method: 'GET',
  description: 'Asteroids and comets passing close to Earth, from NASA/JPL\'s close-approach data: object, time, distance (au, km, lunar distances), relative velocity and absolute magnitude, nearest upcoming first by date.',
  input: v.object({
    days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365), v.description('Look ahead this many days from now (1-365, default 60)')), 60),
    maxDistanceLd: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(200), v.description('Only approaches nearer than this many lunar distances (default 10)')), 10),
    limit: rowLimit(200, 50, 'Most approaches (1-200, default 50)'),
  }),
  upstreams: [jplCad],
  keywords: ['asteroid close approach', 'near earth objects this week', 'asteroid passing earth', 'nasa neo flyby'],
  async handler({ input, upstream }) {
    const response = await upstream(jplCad).json('/cad.api', {
      query: { 'date-min': 'now', 'date-max': `+${input.days}`, 'dist-max': `${input.maxDistanceLd}LD`, sort: 'date', limit: input.limit },
      schema: cadAnswer,
      accept: listedApproaches,
    })
    const { fields, data = [] } = response.data
    const column = (row: Array<string | null>, name: string) => row[fields.indexOf(name)] ?? null
    const num = (text: string | null) => (text === null ? null : Number(text))
    const items = data.map((row) => {
      const au = num(column(row, 'dist'))
      return {
        designation: column(row, 'des'),
        approachAt: isoOf(column(row, 'cd')),
        distanceAu: au,
        distanceKm: au === null ? null : Math.round(au * AU_KM),
        distanceLd: au === null ? null : Math.round((au / LUNAR_DISTANCE_AU) * 100) / 100,
        velocityKmS: num(column(row, 'v_rel')),
        absoluteMagnitude: num(column(row, 'h')),
        url: `https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=${encodeURIComponent(column(row, 'des') ?? '')}`,
      }
    })
    return listAnswer(items, sourceOf(jplCad, response.url), { total: Number(response.data.count) })
  },
})
