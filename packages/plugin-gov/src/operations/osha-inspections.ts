import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { contains, dateBounds, dolList, dolPage, startsWith } from '../dol/query.ts'
import { oshaInspection, oshaInspectionItem } from '../dol/osha-inspection.ts'
import { dol } from '../upstreams/dol.ts'
import { filtersAndDateOrder } from '../shared/input.ts'
import { dateSpan, stateCode, text } from '../shared/params.ts'

export const activityNr = v.optional(v.pipe(v.string(), v.regex(/^\d{6,12}$/, 'must be an OSHA inspection (activity) number of 6-12 digits'), v.description('OSHA inspection activity number')))

export default defineOperation({
  name: 'osha-inspections',
  cacheTtl: '12h',
  sources: sourcesInWords('DOL open data `/v4/get/OSHA/inspection/json`'),
  method: 'GET',
  description: 'OSHA workplace inspections (DOL enforcement data), newest first: by establishment name, state, city, ZIP, NAICS industry, inspection type and opening date, or one inspection number; establishment, address, industry codes, type and scope, safety or health, union status, employees, opening and closing dates, link to OSHA.',
  input: v.object({
    activityNr,
    establishment: text(2, 100, 'Words of the establishment name'),
    state: stateCode('Site state'),
    city: text(2, 60, 'Site city'),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('Site ZIP code'))),
    naics: v.optional(v.pipe(v.string(), v.regex(/^\d{2,6}$/, 'must be 2-6 digits of a NAICS code'), v.description('NAICS code or prefix, e.g. 23 construction'))),
    inspectionType: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-M]$/, 'must be an OSHA inspection type letter A-M (A accident, B complaint, C referral, H planned...)'), v.description('OSHA inspection type code'))),
    ...dateSpan('Opened'),
    ...dolPage,
  }),
  upstreams: [dol],
  keywords: ['osha inspection', 'workplace safety record', 'osha citations company', 'employer safety history'],
  check: filtersAndDateOrder(['activityNr', 'establishment', 'state', 'city', 'zip', 'naics']),
  async handler({ input, upstream }) {
    return dolList(upstream(dol), 'OSHA', 'inspection', oshaInspection, {
      conditions: [
        input.activityNr && { field: 'activity_nr', operator: 'eq', value: input.activityNr },
        input.establishment && { field: 'estab_name', operator: 'like', value: contains(input.establishment.toUpperCase()) },
        input.state && { field: 'site_state', operator: 'eq', value: input.state },
        input.city && { field: 'site_city', operator: 'eq', value: input.city.toUpperCase() },
        input.zip && { field: 'site_zip', operator: 'eq', value: input.zip },
        input.naics && { field: 'naics_code', operator: 'like', value: startsWith(input.naics) },
        input.inspectionType && { field: 'insp_type', operator: 'eq', value: input.inspectionType },
        ...dateBounds('open_date', input.from, input.to),
      ],
      sortBy: 'open_date',
      limit: input.limit,
      offset: input.offset,
    }, oshaInspectionItem)
  },
})
