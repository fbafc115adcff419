import { calendarDate, coordinates, defineOperation, invalidField, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dayWindow, today, utcOffset, zoneName } from '../zone.ts'

const inRange = (value: string) => value >= '1900-01-01' && value <= '2100-12-31'

export default defineOperation({
  name: 'compute',
  sources: sourcesInWords('none (computed by astronomy-engine; zones from moment-timezone)'),
  method: 'GET',
  description: 'Computes sunrise, sunset, solar noon, civil/nautical/astronomical twilight and day length for a place and date, including polar day and polar night.',
  input: v.object({
    ...coordinates(),
    date: v.optional(v.pipe(calendarDate('Local date at the place (1900-2100, default today there)'), v.check(inRange, 'must be in the years 1900-2100'))),
    tz: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_+\-/]+$/, 'must be an IANA time zone name such as Europe/Oslo'))),
  }),
  response: 'normalized',
  keywords: ['sunrise', 'sunset', 'daylight', 'golden hour', 'twilight', 'dawn', 'dusk', 'solar noon', 'day length', 'polar night', 'midnight sun'],
  handler: async ({ input }) => {
    const zone = input.tz === undefined ? null : zoneName(input.tz)
    if (input.tz !== undefined && !zone) {
      throw invalidField('tz', `unknown time zone "${input.tz}"; use an IANA name such as Europe/Oslo or America/New_York`)
    }
    const date = input.date ?? today(zone)
    const [start, end] = dayWindow(date, zone, input.lon)
    const { solarDay } = await import('../solar.ts')
    const day = solarDay(input.lat, input.lon, start, end, zone)
    return lookupAnswer({ date, lat: input.lat, lon: input.lon, timezone: zone, utcOffset: utcOffset(start, zone), ...day }, localSource('astronomy-engine (npm)', 'https://github.com/cosinekitty/astronomy', 'MIT'))
  },
})
