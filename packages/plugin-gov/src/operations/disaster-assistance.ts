import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { disasterNumberParam, equalFilters, femaList, femaPage } from '../fema/query.ts'
import { openFema } from '../upstreams/fema.ts'

export default defineOperation({
  name: 'disaster-assistance',
  cacheTtl: '3h',
  sources: sourcesInWords('OpenFEMA `v1/FemaWebDisasterSummaries`'),
  method: 'GET',
  description: 'Money FEMA approved and obligated per declared disaster (FEMA web disaster summaries): individual assistance registrations and amounts (housing, other needs), public assistance and hazard mitigation obligations, by disaster number.',
  input: v.object({
    disasterNumber: disasterNumberParam('FEMA disaster number; omit for the latest disasters'),
    ...femaPage,
  }),
  upstreams: [openFema],
  keywords: ['fema assistance amount', 'disaster aid', 'individual assistance', 'public assistance funding'],
  async handler({ input, upstream }) {
    return femaList(upstream(openFema), 'v1', 'FemaWebDisasterSummaries', input, {
      filters: equalFilters({ disasterNumber: input.disasterNumber }),
      orderBy: 'disasterNumber desc',
    })
  },
})
