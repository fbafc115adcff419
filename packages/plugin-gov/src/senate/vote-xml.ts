// The Senate's two roll-call XML documents as senate-votes reads them: one vote's detail, and the session's vote menu.
import * as v from 'valibot'
import { xmlText } from '../shared/xml.ts'

/** vote_<congress>_<session>_<number>.xml */
export const voteDetail = v.object({
  roll_call_vote: v.object({
    congress: xmlText, session: xmlText, congress_year: xmlText, vote_number: xmlText, vote_date: xmlText, vote_question_text: xmlText, vote_document_text: xmlText,
    vote_result_text: xmlText, question: xmlText, vote_title: xmlText, majority_requirement: xmlText, vote_result: xmlText,
    document: v.optional(v.object({ document_type: xmlText, document_number: xmlText, document_name: xmlText, document_title: xmlText }), {}),
    count: v.object({ yeas: xmlText, nays: xmlText, present: xmlText, absent: xmlText }),
    tie_breaker: v.optional(v.object({ by_whom: xmlText, tie_breaker_vote: xmlText }), {}),
    members: v.object({ member: v.optional(v.array(v.object({ member_full: xmlText, last_name: xmlText, first_name: xmlText, party: xmlText, state: xmlText, vote_cast: xmlText, lis_member_id: xmlText })), []) }),
  }),
})
/** vote_menu_<congress>_<session>.xml */
export const voteMenu = v.object({
  vote_summary: v.object({
    congress: xmlText, session: xmlText, congress_year: xmlText,
    votes: v.object({ vote: v.optional(v.array(v.object({ vote_number: xmlText, vote_date: xmlText, issue: xmlText, question: xmlText, result: xmlText, title: xmlText, vote_tally: v.object({ yeas: xmlText, nays: xmlText }) })), []) }),
  }),
})
