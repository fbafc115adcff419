import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { orNull, vpic, vpicEnvelope, vpicQuery } from '../upstreams/vpic.ts'

const text = v.optional(v.nullable(v.string()))
const wmiRow = v.looseObject({
  CommonName: text, CreatedOn: text, DateAvailableToPublic: text, Make: text, ManufacturerName: text,
  ParentCompanyName: text, URL: text, UpdatedOn: text, VehicleType: text,
})
const day = (value: string | null | undefined) => orNull(value)?.slice(0, 10) ?? null

export default defineOperation({
  name: 'decode-wmi',
  method: 'GET',
  description: 'Decode a World Manufacturer Identifier (the first 3 VIN characters, or 6 for small makers: positions 1-3 and 12-14) with NHTSA vPIC: manufacturer, make, parent company, vehicle type.',
  input: v.object({
    wmi: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-HJ-NPR-Z0-9]{3}(?:[A-HJ-NPR-Z0-9]{3})?$/, 'wmi must be 3 or 6 VIN characters'), v.description('WMI, e.g. 1HG or 1T9131')),
  }),
  upstreams: [vpic],
  cacheTtl: '7d',
  sources: [{ path: '/api/vehicles/DecodeWMI/{wmi}' }],
  keywords: ['world manufacturer identifier', 'wmi lookup', 'who made this vin', 'vin prefix manufacturer'],
  async handler({ input, upstream }) {
    const response = await upstream(vpic).json(`/api/vehicles/DecodeWMI/${input.wmi}`, {
      query: vpicQuery(), schema: vpicEnvelope(wmiRow),
    })
    const row = response.data.Results[0]
    if (!row) throw createError('NOT_FOUND', `NHTSA vPIC has no manufacturer for WMI ${input.wmi}`)
    return lookupAnswer({
      wmi: input.wmi,
      manufacturer: orNull(row.ManufacturerName),
      commonName: orNull(row.CommonName),
      make: orNull(row.Make),
      parentCompany: orNull(row.ParentCompanyName),
      vehicleType: orNull(row.VehicleType),
      url: orNull(row.URL),
      createdOn: day(row.CreatedOn),
      updatedOn: day(row.UpdatedOn),
    }, sourceOf(vpic, response.url))
  },
})
