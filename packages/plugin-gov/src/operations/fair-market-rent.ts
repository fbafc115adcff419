import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { areaParams, areaSummary, entityId, hudData, hudText } from '../hud/area.ts'
import { num, str } from '../shared/input.ts'
import { hudUser } from '../upstreams/hud-user.ts'

const rents = { Efficiency: hudText, 'One-Bedroom': hudText, 'Two-Bedroom': hudText, 'Three-Bedroom': hudText, 'Four-Bedroom': hudText }
const data = v.object({
  county_name: hudText, counties_msa: hudText, town_name: hudText, metro_status: hudText, metro_name: hudText, area_name: hudText, smallarea_status: hudText, year: hudText,
  // Arrays first: an object schema of optional members would take an array too.
  basicdata: v.union([v.array(v.looseObject({ zip_code: hudText, ...rents, year: hudText })), v.looseObject({ ...rents, year: hudText })]),
})
/** In Small Area FMR areas HUD lists the metro-wide rents first, as the row whose `zip_code` is "MSA level". */
const METRO_ROW = 'MSA level'
const rentsOf = (row: Record<string, unknown>) => ({ efficiency: num(row.Efficiency), oneBedroom: num(row['One-Bedroom']), twoBedroom: num(row['Two-Bedroom']), threeBedroom: num(row['Three-Bedroom']), fourBedroom: num(row['Four-Bedroom']) })

export default defineOperation({
  name: 'fair-market-rent',
  cacheTtl: '7d',
  sources: sourcesInWords('HUD USER `GET /hudapi/public/fmr/data/{entityid}`'),
  method: 'GET',
  description: 'HUD Fair Market Rents (the rent ceilings behind Housing Choice Vouchers) for a county or metro area and fiscal year: efficiency to four-bedroom monthly rents, or per ZIP code where HUD publishes Small Area FMRs.',
  input: v.object({ ...areaParams, zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('Only this ZIP (Small Area FMR areas)'))) }),
  upstreams: [hudUser],
  keywords: ['fair market rent', 'hud fmr', 'section 8 rent limit', 'voucher payment standard', 'average rent county'],
  // A county or a metro area, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void entityId(input),
  async handler({ input, upstream }) {
    const id = entityId(input)
    const { data: area, url } = await hudData(upstream(hudUser), 'fmr', id, input.year, data)
    const small = Array.isArray(area.basicdata)
    const rows = Array.isArray(area.basicdata) ? area.basicdata : [area.basicdata]
    const metroRow = small ? rows.find((row) => str((row as { zip_code?: unknown }).zip_code) === METRO_ROW) : rows[0]
    const zipRows = small ? rows.filter((row) => str((row as { zip_code?: unknown }).zip_code) !== METRO_ROW) : []
    const zipRents = zipRows.filter((row) => !input.zip || str((row as { zip_code?: unknown }).zip_code) === input.zip).map((row) => ({ zip: str((row as { zip_code?: unknown }).zip_code), ...rentsOf(row) }))
    const item = {
      ...areaSummary(id, area),
      year: num(area.year) ?? num(rows[0]?.year) ?? input.year ?? null,
      smallArea: small,
      rents: metroRow ? rentsOf(metroRow) : null,
      zipRents,
    }
    return lookupAnswer(item, sourceOf(hudUser, url))
  },
})
