import { defineOperation, requireOne } from '@svc/core'
import * as v from 'valibot'
import { courtParam, courts, cursor, limit, text } from '../courtlistener/params.ts'
import { judgeRow, toJudge } from '../courtlistener/judges.ts'
import { SEARCH_TTL, searchAnswer, searchCourtListener } from '../courtlistener/search.ts'
import { courtListener } from '../upstreams/courtlistener.ts'

export default defineOperation({
  name: 'judge-lookup',
  method: 'GET',
  description: "Finds U.S. judges (federal and state) by name, court or appointing official in CourtListener's judicial database: birth and death dates and places, political affiliations, ABA ratings, schools, and every position held (court, title, appointer, how selected, nomination, confirmation, start and end dates, termination reason).",
  input: v.object({
    name: text(2, 120, "The judge's name or part of it"),
    court: courts,
    appointer: text(2, 120, 'Name of the official who appointed the judge, e.g. Obama'),
    limit,
    cursor,
  }),
  upstreams: [courtListener],
  cacheTtl: SEARCH_TTL,
  sources: [{ path: '/api/rest/v4/search/', about: 'CourtListener `GET /api/rest/v4/search/?type=p`' }],
  keywords: ['who is the judge', 'judge biography', 'judicial appointments', 'which president appointed judge'],
  example: { params: { name: 'Sotomayor', limit: 3 } },
  check(input) {
    requireOne(input, ['name', 'court', 'appointer'])
  },
  async handler({ input, upstream }) {
    const result = await searchCourtListener(upstream(courtListener), 'p', judgeRow, {
      name: input.name,
      court: courtParam(input.court),
      appointer: input.appointer,
      order_by: input.name ? 'score desc' : 'name_reverse asc',
      cursor: input.cursor,
    })
    const items = result.rows.slice(0, input.limit).map(toJudge)
    return searchAnswer(result, items)
  },
})
