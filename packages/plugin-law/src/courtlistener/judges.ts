import * as v from 'valibot'
import { absolute } from '../upstreams/courtlistener.ts'
import { day, str, strings } from './search.ts'

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
export const judgeRow = v.object({
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


/** A judge as judge-lookup answers it: the biography, then every position held. */
export const toJudge = (judge: v.InferOutput<typeof judgeRow>) => ({
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
})
