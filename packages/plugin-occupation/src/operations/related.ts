import { createError, defineOperation, listAnswer, listedWhenCounted, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { listedOccupation, occupationRow, onetCode } from '../params.ts'
import { onet } from '../upstreams/onet.ts'

// A page of O*NET's list (`start`, `end`, `total`, `occupation`); an answer with none of those is of another shape.
const answer = v.pipe(
  v.looseObject({ total: v.optional(v.number()), occupation: v.optional(v.array(listedOccupation)) }),
  v.check((page) => page.total !== undefined || page.occupation !== undefined, 'not a list of occupations'),
)
// A total of occupations with no list (the first page is asked) is an answer cut short: refused, not kept as none.
const listedRelated = listedWhenCounted((page: v.InferOutput<typeof answer>) => ({ count: page.total ?? 0, list: page.occupation }), 'related occupations')

export default defineOperation({
  name: 'related',
  cacheTtl: '7d',
  sources: sourcesInWords('`/online/occupations/{code}/summary/related_occupations?start=1&end=20`'),
  method: 'GET',
  description: 'Occupations related to one in O*NET (similar work, knowledge and skills), by O*NET-SOC code, most related first: code, title, bright-outlook flag and link.',
  input: v.object({
    code: onetCode,
    limit: rowLimit(20, 10, 'Occupations to answer (1-20, default 10)'),
  }),
  upstreams: [onet],
  keywords: ['similar jobs', 'related occupations', 'career change options', 'jobs like', 'onet related'],
  async handler({ input, upstream }) {
    const response = await upstream(onet).json(`/online/occupations/${input.code}/summary/related_occupations`, { query: { start: 1, end: 20 }, schema: answer, acceptStatus: [404, 422], accept: listedRelated })
    if (response.status === 404 || response.status === 422) throw createError('NOT_FOUND', `code: O*NET has no occupation ${input.code}`)
    const related = response.data.occupation ?? []
    return listAnswer(related.slice(0, input.limit).map((occupation, index) => ({ rank: index + 1, ...occupationRow(occupation) })), sourceOf(onet, response.url), { total: response.data.total ?? related.length })
  },
})
