import * as v from 'valibot'
import { isoDate, nhtsaEnvelope } from '../upstreams/nhtsa.ts'
import { nhtsaList, vehicleOperation } from '../vehicle-operation.ts'

const text = v.optional(v.nullable(v.string()))
const recallRow = v.looseObject({
  NHTSACampaignNumber: v.string(), Manufacturer: text, ReportReceivedDate: text, Component: text, Summary: text,
  Consequence: text, Remedy: text, Notes: text, parkIt: v.optional(v.boolean()), parkOutSide: v.optional(v.boolean()),
  overTheAirUpdate: v.optional(v.boolean()), ModelYear: text, Make: text, Model: text,
})

export default vehicleOperation({
  name: 'recalls',
  description: 'NHTSA safety recall campaigns for a make, model and model year: campaign number, date, component, summary, consequence, remedy, park-it and park-outside warnings.',
  keywords: ['car recalls', 'vehicle safety recall', 'is my car recalled', 'nhtsa recall campaign'],
  cacheTtl: '6h',
  sources: [{ path: '/recalls/recallsByVehicle' }],
  read: (api, input) => nhtsaList(api, '/recalls/recallsByVehicle', input, nhtsaEnvelope(recallRow), (row) => ({
    campaignNumber: row.NHTSACampaignNumber,
    reportReceivedDate: isoDate(row.ReportReceivedDate),
    manufacturer: row.Manufacturer ?? null,
    component: row.Component ?? null,
    summary: row.Summary ?? null,
    consequence: row.Consequence ?? null,
    remedy: row.Remedy ?? null,
    notes: row.Notes ?? null,
    parkIt: row.parkIt ?? false,
    parkOutside: row.parkOutSide ?? false,
    overTheAirUpdate: row.overTheAirUpdate ?? false,
  })),
})
