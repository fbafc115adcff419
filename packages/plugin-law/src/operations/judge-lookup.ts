import { defineOperation, listAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { courtParam, courts, cursor, limit, text } from '../courtlistener/params.ts'
import { day, searchCourtListener, str, strings } from '../courtlistener/search.ts'
import { absolute, courtListener } from '../upstreams/courtlistener.ts'

/** A judge (`type=p`) with the positions held (nested, one per appointment). */
const position = v.object({
  court: str,
  court_full_name: str,
  court_exact: v.optional(str, null),
  job_title: str,
  position_type: str,
  organization_name: str,
  appointer: str,
  predecessor: str,
  selection_method: str,
  date_nominated: day,
  date_confirmation: day,
  date_start: day,
  date_termination: day,
  date_retirement: day,
  termination_reason: str,
})
const row = v.object({
  id: v.number(),
  name: str,
  gender: str,
  dob: day,
  dod: day,
  dob_city: str,
  dob_state: str,
  political_affiliation: strings,
  aba_rating: strings,
  school: strings,
  races: strings,
  fjc_id: v.nullish(v.union([v.string(), v.number()]), null),
  absolute_url: str,
  positions: v.optional(v.array(position), []),
})

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
  keywords: ['who is the judge', 'judge biography', 'judicial appointments', 'which president appointed judge'],
  example: { params: { name: 'Sotomayor', limit: 3 } },
  check(input) {
    requireOne(input, ['name', 'court', 'appointer'])
  },
  async handler({ input, upstream }) {
    const result = await searchCourtListener(upstream(courtListener), 'p', row, {
      name: input.name,
      court: courtParam(input.court),
      appointer: input.appointer,
      order_by: input.name ? 'score desc' : 'name_reverse asc',
      cursor: input.cursor,
    })
    const items = result.rows.slice(0, input.limit).map((judge) => ({
      personId: judge.id,
      name: judge.name,
      gender: judge.gender,
      born: judge.dob,
      died: judge.dod,
      birthplace: [judge.dob_city, judge.dob_state].filter(Boolean).join(', ') || null,
      politicalAffiliations: judge.political_affiliation,
      abaRatings: judge.aba_rating,
      schools: judge.school,
      races: judge.races,
      fjcId: judge.fjc_id === null ? null : String(judge.fjc_id),
      positions: judge.positions.map((held) => ({
        court: held.court_full_name ?? held.court,
        courtId: held.court_exact,
        title: held.job_title ?? held.position_type,
        organization: held.organization_name,
        appointer: held.appointer,
        predecessor: held.predecessor,
        selectionMethod: held.selection_method,
        nominated: held.date_nominated,
        confirmed: held.date_confirmation,
        start: held.date_start,
        end: held.date_termination,
        retired: held.date_retirement,
        terminationReason: held.termination_reason,
      })),
      url: absolute(judge.absolute_url),
    }))
    return { ...listAnswer(items, sourceOf(courtListener, result.url), { total: result.total }), nextCursor: result.nextCursor }
  },
})
