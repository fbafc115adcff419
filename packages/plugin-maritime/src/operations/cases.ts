import { defineOperation, invalidField, listAnswer, rowLimit, sourceOf, optionalDate, textOrNull, numberOrNull, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { ngaMsi } from '../upstreams/nga-msi.ts'

/** GET /api/publications/asam?output=json: `{asam: [{reference, date, latitude, longitude, position, navArea, subreg, hostility, victim, description}]}`. */
const answer = v.object({
  asam: v.array(v.object({
    reference: v.string(), date: textOrNull, latitude: numberOrNull, longitude: numberOrNull, position: textOrNull,
    navArea: textOrNull, subreg: v.nullish(v.union([v.string(), v.number()]), null), hostility: textOrNull, victim: textOrNull, description: textOrNull,
  })),
})
const NAVAREAS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'] as const
const DAY = 86_400_000

export default defineOperation({
  name: 'cases',
  method: 'GET',
  description: 'Piracy and hostile incidents against ships at sea (NGA Anti-Shipping Activity Messages, ASAM) between two dates, by NAVAREA or subregion: date, position, attacker, victim and what happened, newest first.',
  input: v.object({
    from: optionalDate('Incidents on or after (YYYY-MM-DD, default 90 days before to)'),
    to: optionalDate('Incidents on or before (YYYY-MM-DD, default today)'),
    region: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(NAVAREAS, 'must be a NAVAREA I to XXI'), v.description('NAVAREA, I to XXI (e.g. VIII Indian Ocean, IX Arabian Sea, II West Africa)'))),
    subregion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(11), v.maxValue(99), v.description('NGA subregion number, e.g. 57 (Gulf of Guinea), 62 (Gulf of Aden), 71 (Singapore Strait)'))),
    limit: rowLimit(500, 100),
  }),
  check(input) {
    const to = input.to ?? new Date().toISOString().slice(0, 10)
    requireOrder(input, 'from', 'to', { to })
    if (input.from && Date.parse(to) - Date.parse(input.from) > 10 * 366 * DAY) throw invalidField('from', 'the window is at most ten years')
  },
  upstreams: [ngaMsi],
  cacheTtl: '6h',
  sources: [{ path: '/api/publications/asam' }],
  keywords: ['piracy incidents', 'pirate attacks on ships', 'maritime security incidents gulf of guinea', 'ship hijacking reports', 'asam'],
  example: { params: { from: '2024-01-01', to: '2024-12-31', region: 'IX', limit: 3 } },
  async handler({ input, upstream }) {
    const to = input.to ?? new Date().toISOString().slice(0, 10)
    const from = input.from ?? new Date(Date.parse(to) - 90 * DAY).toISOString().slice(0, 10)
    const query = { sort: 'date', output: 'json', minOccurDate: from, maxOccurDate: to }
    const { data, url } = await upstream(ngaMsi).json('/api/publications/asam', { query, schema: answer })
    const rows = data.asam
      .filter((row) => (!input.region || row.navArea?.toUpperCase() === input.region) && (input.subregion === undefined || Number(row.subreg) === input.subregion))
      .map((row) => ({
        reference: row.reference,
        date: row.date && /^\d{4}-\d{2}-\d{2}/.test(row.date) ? row.date.slice(0, 10) : null,
        lat: row.latitude,
        lon: row.longitude,
        position: row.position,
        region: row.navArea,
        subregion: row.subreg == null ? null : Number(row.subreg),
        hostility: row.hostility,
        victim: row.victim,
        description: row.description,
      }))
      .sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : (a.date ?? '') > (b.date ?? '') ? -1 : 0))
    return { ...listAnswer(rows.slice(0, input.limit), sourceOf(ngaMsi, url), { total: rows.length }), from, to }
  },
})
