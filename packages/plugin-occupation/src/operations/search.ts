import { defineOperation, listAnswer, numberOrNull, requiredText, rowLimit, rowOffset, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { listedOccupation, occupationRow } from '../params.ts'
import { onet } from '../upstreams/onet.ts'

// O*NET answers `occupation: []` with `total: 0` when nothing matches: the list is required (issue 37).
const answer = v.object({
  total: v.number(),
  occupation: v.array(v.looseObject({ ...listedOccupation.entries, relevance_score: numberOrNull })),
})

export default defineOperation({
  name: 'search',
  cacheTtl: '1d',
  sources: sourcesInWords('`/online/search?keyword=&start=&end=`'),
  method: 'GET',
  description: 'Find occupations by keyword or job title in O*NET (the U.S. Department of Labor\'s occupational database): O*NET-SOC code, title, bright-outlook flag and link, most relevant first.',
  input: v.object({
    q: requiredText(2, 100, 'Keywords or a job title, e.g. registered nurse'),
    limit: rowLimit(50, 10, 'Occupations to answer (1-50, default 10)'),
    offset: rowOffset(1000, 'Occupations to skip'),
  }),
  upstreams: [onet],
  keywords: ['job title to soc code', 'occupation search', 'onet', 'what occupation is', 'career search'],
  async handler({ input, upstream }) {
    const response = await upstream(onet).json('/online/search', {
      // O*NET pages by 1-based, inclusive start and end.
      query: { keyword: input.q, start: input.offset + 1, end: input.offset + input.limit },
      schema: answer,
    })
    const items = response.data.occupation.map((occupation, index) => ({ rank: input.offset + index + 1, ...occupationRow(occupation), relevance: occupation.relevance_score ?? null }))
    return listAnswer(items, sourceOf(onet, response.url), { total: response.data.total })
  },
})
