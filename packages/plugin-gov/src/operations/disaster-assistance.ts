import { defineOperation, listAnswer } from '@svc/core'
import * as v from 'valibot'
import { femaQuery, limitParam, skipParam, source } from '../fema/query.ts'
import { openFema } from '../upstreams/fema.ts'

export default defineOperation({
  name: 'disaster-assistance',
  method: 'GET',
  description: 'Money FEMA approved and obligated per declared disaster (FEMA web disaster summaries): individual assistance registrations and amounts (housing, other needs), public assistance and hazard mitigation obligations, by disaster number.',
  input: v.object({
    disasterNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description('FEMA disaster number; omit for the latest disasters'))),
    limit: limitParam,
    skip: skipParam,
  }),
  upstreams: [openFema],
  keywords: ['fema assistance amount', 'disaster aid', 'individual assistance', 'public assistance funding'],
  async handler({ input, upstream }) {
    const result = await femaQuery(upstream(openFema), 'v1', 'FemaWebDisasterSummaries', {
      filters: [input.disasterNumber !== undefined ? `disasterNumber eq ${input.disasterNumber}` : undefined],
      orderBy: 'disasterNumber desc',
      limit: input.limit,
      skip: input.skip,
    })
    return listAnswer(result.rows, source(result.url), { total: result.total })
  },
})
