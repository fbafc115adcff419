import { requireOne } from '@svc/core'
import * as v from 'valibot'
import { courtParam, courts, cursor, limit, text } from '../courtlistener/params.ts'
import { judgeRow, toJudge } from '../courtlistener/judges.ts'
import { courtListenerSearch } from '../courtlistener/search-operation.ts'

export default courtListenerSearch({
  name: 'judge-lookup',
  description: "Finds U.S. judges (federal and state) by name, court or appointing official in CourtListener's judicial database: birth and death dates and places, political affiliations, ABA ratings, schools, and every position held (court, title, appointer, how selected, nomination, confirmation, start and end dates, termination reason).",
  input: v.object({
    name: text(2, 120, "The judge's name or part of it"),
    court: courts,
    appointer: text(2, 120, 'Name of the official who appointed the judge, e.g. Obama'),
    limit,
    cursor,
  }),
  keywords: ['who is the judge', 'judge biography', 'judicial appointments', 'which president appointed judge'],
  example: { params: { name: 'Sotomayor', limit: 3 } },
  check(input) {
    requireOne(input, ['name', 'court', 'appointer'])
  },
  type: 'p',
  row: judgeRow,
  query: (input) => ({
    name: input.name,
    court: courtParam(input.court),
    appointer: input.appointer,
    order_by: input.name ? 'score desc' : 'name_reverse asc',
    cursor: input.cursor,
  }),
  item: toJudge,
})
