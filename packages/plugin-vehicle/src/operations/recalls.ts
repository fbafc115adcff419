import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { isoDate, nhtsaEnvelope } from '../upstreams/nhtsa.ts'
import { nhtsaList, vehicleOperation } from '../vehicle-operation.ts'

const recallRow = v.looseObject({
  NHTSACampaignNumber: v.string(), Manufacturer: textOrNull, ReportReceivedDate: textOrNull, Component: textOrNull, Summary: textOrNull,
  Consequence: textOrNull, Remedy: textOrNull, Notes: textOrNull, parkIt: v.optional(v.boolean()), parkOutSide: v.optional(v.boolean()),
  overTheAirUpdate: v.optional(v.boolean()), ModelYear: textOrNull, Make: textOrNull, Model: textOrNull,
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
    manufacturer: row.Manufacturer,
    component: row.Component,
    summary: row.Summary,
    consequence: row.Consequence,
    remedy: row.Remedy,
    notes: row.Notes,
    parkIt: row.parkIt ?? false,
    parkOutside: row.parkOutSide ?? false,
    overTheAirUpdate: row.overTheAirUpdate ?? false,
  })),
})
