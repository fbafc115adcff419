import { defineOperation, invalidField, optionalCoordinates, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { tzSource, zoneInfo, zoneName } from '../zone-info.ts'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/
/** Date.parse rolls 2024-02-30 over to March: check the calendar date itself. */
const realDate = (value: string) => {
  const day = Date.parse(`${value.slice(0, 10)}T00:00:00Z`)
  return !Number.isNaN(day) && new Date(day).toISOString().startsWith(value.slice(0, 10))
}
const inRange = (value: string) => {
  const time = Date.parse(value)
  return time >= Date.parse('1900-01-01T00:00:00Z') && time < Date.parse('2101-01-01T00:00:00Z')
}

export default defineOperation({
  name: 'lookup',
  sources: sourcesInWords('none (embedded data from geo-tz and moment-timezone)'),
  method: 'GET',
  description: 'Finds the time zone at a latitude/longitude or by IANA name, with its current UTC offset, abbreviation, DST flag, local time and next transition.',
  input: v.object({
    ...optionalCoordinates(),
    tz: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_+\-/]+$/, 'must be an IANA time zone name such as Europe/Berlin'))),
    at: v.optional(v.pipe(v.string(), v.regex(TIMESTAMP, 'must be an ISO 8601 date-time with Z or an offset, e.g. 2024-07-01T12:00:00Z'), v.check(realDate, 'must be a real calendar date'), v.check(inRange, 'must be in the years 1900-2100'))),
  }),
  response: 'normalized',
  keywords: ['time zone', 'timezone of coordinates', 'utc offset', 'daylight saving time', 'dst', 'local time', 'iana tz', 'time zone abbreviation'],
  // A point and a zone at once, neither, or half a point, can only fail: the 400 comes before any 402.
  check: (input) => {
    const byPoint = input.lat !== undefined || input.lon !== undefined
    if (byPoint && input.tz !== undefined) throw invalidField('tz', 'give either lat and lon or tz, not both')
    if (!byPoint && input.tz === undefined) throw invalidField('tz', 'give lat and lon, or tz (an IANA name)')
    if (byPoint && input.lat === undefined) throw invalidField('lat', 'lon needs lat')
    if (byPoint && input.lon === undefined) throw invalidField('lon', 'lat needs lon')
  },
  handler: async ({ input }) => {
    const ms = input.at === undefined ? Date.now() : Date.parse(input.at)
    let names: string[]
    if (input.tz !== undefined) {
      const name = zoneName(input.tz)
      if (!name) throw invalidField('tz', `unknown time zone "${input.tz}"; use an IANA name such as Europe/Berlin or America/New_York`)
      names = [name]
    } else {
      // Boundaries of every zone (not merged since 1970): Oslo answers Europe/Oslo. Read lazily from the package's data.
      const { find } = await import('geo-tz/all')
      names = find(input.lat!, input.lon!).map((name) => zoneName(name) ?? name)
    }
    const items = names.map((name) => zoneInfo(name, ms))
    return {
      ok: true,
      items,
      total: items.length,
      source: tzSource(),
      meta: { by: input.tz === undefined ? 'coordinates' : 'name', at: new Date(ms).toISOString() },
    }
  },
})
