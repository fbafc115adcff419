import { booleanOrNull, defineOperation, forbidTogether, listAnswer, numberOrNull, optionalText, requireOne, rowLimit, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { datalastic } from '../upstreams/datalastic.ts'

const number = v.nullish(v.union([v.number(), v.string()]), null)
/** Ship particulars of `/api/v0/vessel_info` (and each row of `/api/v0/vessel_find`). */
const info = v.object({
  uuid: v.string(), name: textOrNull, mmsi: number, imo: number, callsign: textOrNull, country_iso: textOrNull, country_name: textOrNull, type: textOrNull, type_specific: textOrNull,
  gross_tonnage: number, deadweight: number, teu: number, length: number, breadth: number, draught_max: number, year_built: number, home_port: textOrNull,
})
/** Live position of `/api/v0/vessel`. */
const position = v.object({
  lat: numberOrNull, lon: numberOrNull, speed: numberOrNull, course: numberOrNull,
  heading: numberOrNull, destination: textOrNull, last_position_UTC: textOrNull, eta_UTC: textOrNull, navigation_status: textOrNull,
})
const one = <T extends v.GenericSchema>(data: T) => v.object({ data, meta: v.nullish(v.object({ success: booleanOrNull }), null) })
const many = <T extends v.GenericSchema>(data: T) => v.object({ data: v.array(data), meta: v.nullish(v.object({ total: numberOrNull }), null) })

const asNumber = (value: number | string | null) => (value === null || value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null)
const asText = (value: number | string | null) => (value === null || value === '' ? null : String(value))
const particulars = (row: v.InferOutput<typeof info>) => ({
  name: row.name, imo: asText(row.imo), mmsi: asText(row.mmsi), callSign: row.callsign, flag: row.country_iso, flagName: row.country_name,
  type: row.type, subtype: row.type_specific, grossTonnage: asNumber(row.gross_tonnage), deadweight: asNumber(row.deadweight), teu: asNumber(row.teu),
  lengthM: asNumber(row.length), beamM: asNumber(row.breadth), maxDraughtM: asNumber(row.draught_max), yearBuilt: asNumber(row.year_built), homePort: row.home_port,
})

export default defineOperation({
  name: 'vessel',
  method: 'GET',
  description: 'Ship lookup by IMO or MMSI number (or a name search) from AIS data (Datalastic): name, flag, type, gross tonnage, deadweight, dimensions, year built and, on request, the last position, speed, course and destination.',
  input: v.object({
    imo: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(IMO)?\s?\d{7}$/i, 'must be a 7-digit IMO number'), v.transform((value) => value.replace(/\D/g, '')), v.description('IMO number, e.g. 9525338'))),
    mmsi: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{9}$/, 'must be a 9-digit MMSI'), v.description('MMSI, e.g. 566093000'))),
    name: optionalText(3, 60, 'Ship name to search, e.g. maersk chennai'),
    position: v.optional(v.pipe(v.boolean(), v.description('Also the last AIS position (one more provider call; with imo or mmsi)')), false),
    limit: rowLimit(50, 10),
  }),
  check(input) {
    requireOne(input, ['imo', 'mmsi', 'name'])
    forbidTogether(input, 'imo', 'mmsi')
    forbidTogether(input, 'imo', 'name')
    forbidTogether(input, 'mmsi', 'name')
    if (input.name && input.position) forbidTogether(input, 'name', 'position')
  },
  upstreams: [datalastic],
  cacheTtl: '1d',
  sources: [{ path: '/api/v0/vessel_info' }, { path: '/api/v0/vessel', about: 'Datalastic `GET /api/v0/vessel` (position)', cacheTtl: '1min' }, { path: '/api/v0/vessel_find' }],
  keywords: ['ship by imo number', 'vessel mmsi lookup', 'where is this ship', 'tanker details', 'container ship tonnage'],
  example: { params: { imo: '9525338' } },
  async handler({ input, upstream }) {
    const client = upstream(datalastic)
    if (input.name) {
      const { data, url } = await client.json('/api/v0/vessel_find', { query: { name: input.name, fuzzy: 1 }, schema: many(info) })
      const items = data.data.slice(0, input.limit).map((row) => ({ id: row.uuid, ...particulars(row), position: null }))
      return listAnswer(items, sourceOf(datalastic, url), { total: data.meta?.total ?? data.data.length, mode: 'list' })
    }
    const query = input.imo ? { imo: input.imo } : { mmsi: input.mmsi }
    const found = await client.json('/api/v0/vessel_info', { query, schema: one(info), notFound: `no vessel with ${input.imo ? `IMO ${input.imo}` : `MMSI ${input.mmsi}`} at Datalastic` })
    let live = null
    if (input.position) {
      const { data } = await client.json('/api/v0/vessel', { query: { uuid: found.data.data.uuid }, schema: one(position) })
      const p = data.data
      live = { lat: p.lat, lon: p.lon, speedKnots: p.speed, course: p.course, heading: p.heading, status: p.navigation_status, destination: p.destination, eta: p.eta_UTC, at: p.last_position_UTC }
    }
    return { ...listAnswer([{ id: found.data.data.uuid, ...particulars(found.data.data), position: live }], sourceOf(datalastic, found.url), { total: 1, mode: 'lookup' }) }
  },
})
