import { createError, defineOperation, listAnswer, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import type { DkanCondition } from '../dkan.ts'
import { DATASETS, dataCms, datasetSource, hospitalRows, toHospital } from '../hospitals.ts'
import { ccn, limit, offset, state, words } from '../params.ts'

const input = v.object({
  facilityId: v.optional(ccn),
  name: words('Words of the hospital name'),
  city: words('City'),
  state,
  zip: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('ZIP code'))),
  type: v.optional(v.pipe(v.picklist(['Acute Care Hospitals', 'Critical Access Hospitals', 'Childrens', 'Psychiatric', 'Acute Care - Veterans Administration', 'Acute Care - Department of Defense', 'Rural Emergency Hospital']), v.description('Hospital type as CMS names it'))),
  emergency: v.optional(v.pipe(v.boolean(), v.description('Only hospitals with (true) or without (false) emergency services'))),
  limit: limit(100, 20),
  offset,
})

export default defineOperation({
  name: 'hospital-lookup',
  method: 'GET',
  description: 'U.S. hospitals registered with Medicare (CMS Hospital General Information): by CMS Certification Number, name, city, state or ZIP; address, phone, type, ownership, emergency services and the overall star rating.',
  input,
  check: (input) => requireOne(input, ['facilityId', 'name', 'city', 'state', 'zip']),
  upstreams: [dataCms],
  sources: [datasetSource(DATASETS.generalInformation, 'Hospital General Information')],
  keywords: ['find hospital', 'hospitals near', 'hospital address phone', 'hospital ccn', 'emergency room hospital'],
  example: { params: { city: 'Denver', state: 'CO' } },
  async handler({ input, upstream }) {
    const conditions: DkanCondition[] = [
      ...(input.facilityId ? [{ property: 'facility_id', value: input.facilityId }] : []),
      ...(input.name ? [{ property: 'facility_name', value: input.name.toUpperCase(), operator: 'contains' as const }] : []),
      ...(input.city ? [{ property: 'citytown', value: input.city.toUpperCase() }] : []),
      ...(input.state ? [{ property: 'state', value: input.state }] : []),
      ...(input.zip ? [{ property: 'zip_code', value: input.zip }] : []),
      ...(input.type ? [{ property: 'hospital_type', value: input.type }] : []),
      ...(input.emergency === undefined ? [] : [{ property: 'emergency_services', value: input.emergency ? 'Yes' : 'No' }]),
    ]
    const result = await hospitalRows(upstream(dataCms), conditions, input.facilityId ? 1 : input.limit, input.facilityId ? 0 : input.offset)
    const items = result.rows.map(toHospital)
    const source = sourceOf({ ...dataCms, name: 'CMS Provider Data Catalog: Hospital General Information', docsUrl: 'https://data.cms.gov/provider-data/dataset/xubh-q36u' }, result.url)
    if (input.facilityId) {
      if (!items[0]) throw createError('NOT_FOUND', `facilityId: CMS lists no hospital ${input.facilityId}`)
      return lookupAnswer(items[0], source, { mode: 'lookup' })
    }
    return listAnswer(items, source, { total: result.total, mode: 'list' })
  },
})
