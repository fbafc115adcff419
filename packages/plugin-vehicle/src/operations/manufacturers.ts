import { defineOperation, listAnswer, sourceOf, pageNumber, optionalText } from '@svc/core'
import * as v from 'valibot'
import { orNull, vpic, vpicEnvelope, vpicQuery } from '../upstreams/vpic.ts'

const manufacturerRow = v.looseObject({
  Country: v.optional(v.nullable(v.string())),
  Mfr_CommonName: v.optional(v.nullable(v.string())),
  Mfr_ID: v.number(),
  Mfr_Name: v.string(),
  VehicleTypes: v.optional(v.array(v.looseObject({ IsPrimary: v.optional(v.boolean()), Name: v.string() })), []),
})

export default defineOperation({
  name: 'manufacturers',
  method: 'GET',
  description: 'Vehicle manufacturers registered with NHTSA (vPIC): id, name, common name, country and vehicle types; search by name, or page through all (100 a page).',
  input: v.object({
    name: optionalText(2, 100, 'Part of the manufacturer name, e.g. honda'),
    page: pageNumber(500, 'Page of 100 (all manufacturers only)'),
  }),
  upstreams: [vpic],
  cacheTtl: '1d',
  sources: [{ path: '/api/vehicles/GetManufacturerDetails/{name}' }, { path: '/api/vehicles/GetAllManufacturers' }],
  keywords: ['car manufacturers list', 'vehicle makers', 'automaker lookup', 'nhtsa manufacturer id'],
  async handler({ input, upstream }) {
    const response = input.name
      ? await upstream(vpic).json(`/api/vehicles/GetManufacturerDetails/${encodeURIComponent(input.name)}`, {
        query: vpicQuery(), schema: vpicEnvelope(manufacturerRow),
      })
      : await upstream(vpic).json('/api/vehicles/GetAllManufacturers', {
        query: vpicQuery({ page: input.page }), schema: vpicEnvelope(manufacturerRow),
      })
    const items = response.data.Results.map((row) => ({
      id: row.Mfr_ID,
      name: row.Mfr_Name.trim(),
      commonName: orNull(row.Mfr_CommonName),
      country: orNull(row.Country),
      vehicleTypes: row.VehicleTypes.map((type) => type.Name.trim()),
      primaryVehicleType: row.VehicleTypes.find((type) => type.IsPrimary)?.Name.trim() ?? null,
    }))
    return listAnswer(items, sourceOf(vpic, response.url), { total: response.data.Count })
  },
})
