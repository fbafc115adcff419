import { defineOperation, invalidField, localSource, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { interpret } from '../interpret.ts'
import { chronoFor, LANGUAGES } from '../languages.ts'
import { localIso, offsetAt, parseLocal, zoneName } from '../zone.ts'

const REFERENCE = /^\d{4}-\d{2}-\d{2}(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)?)?$/
const realDate = (value: string) => {
  const day = Date.parse(`${value.slice(0, 10)}T00:00:00Z`)
  return !Number.isNaN(day) && new Date(day).toISOString().startsWith(value.slice(0, 10)) && value >= '1900' && value < '2101'
}
export default defineOperation({
  name: 'parse',
  sources: sourcesInWords('none (computed by chrono-node; zones from moment-timezone)'),
  method: 'GET',
  description: 'Finds dates and times written in natural language ("next Friday at 3pm", "in 2 hours", "March 5 to 7") and resolves them to ISO instants against a reference time and time zone.',
  input: v.object({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
    reference: v.optional(v.pipe(v.string(), v.regex(REFERENCE, 'must be an ISO 8601 date or date-time, e.g. 2024-07-01T09:00:00Z'), v.check(realDate, 'must be a real date in the years 1900-2100'))),
    tz: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_+\-/]+$/, 'must be an IANA time zone name such as America/New_York')), 'UTC'),
    lang: v.optional(v.picklist(LANGUAGES), 'en'),
    forwardDate: v.optional(v.boolean(), false),
  }),
  response: 'normalized',
  keywords: ['parse date', 'natural language date', 'next friday', 'relative time', 'date extraction', 'when is', 'chrono', 'iso 8601'],
  handler: async ({ input }) => {
    const zone = zoneName(input.tz)
    if (!zone) throw invalidField('tz', `unknown time zone "${input.tz}"; use an IANA name such as America/New_York or UTC`)
    const referenceMs = input.reference === undefined ? Date.now() : /(?:Z|[+-]\d{2}:\d{2})$/.test(input.reference) ? Date.parse(input.reference) : parseLocal(input.reference, zone)
    const chrono = await chronoFor(input.lang)
    const results = chrono.parse(input.text, { instant: new Date(referenceMs), timezone: offsetAt(referenceMs, zone) }, { forwardDate: input.forwardDate })
    const items = results.map((result) => interpret(result, zone, input.text.trim().length))
    return {
      ok: true,
      items,
      total: items.length,
      source: localSource('chrono-node (npm); IANA tz database via moment-timezone (npm)', 'https://github.com/wanasit/chrono', 'MIT'),
      meta: { reference: localIso(referenceMs, zone), timezone: zone, lang: input.lang },
    }
  },
})
