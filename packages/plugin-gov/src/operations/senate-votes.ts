// One piece: the Senate's two XML documents (the session's vote menu, one vote's detail, shapes in senate/vote-xml.ts) are read only here, one per mode.
import { defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { num } from '../shared/input.ts'
import { integer, limit, offset, wholeNumber } from '../shared/params.ts'
import { keepVote, position, voteDate, voteFilters } from '../shared/votes.ts'
import { voteDetail, voteMenu } from '../senate/vote-xml.ts'
import { parseXml, xmlAccept } from '../shared/xml.ts'
import { senate } from '../upstreams/senate.ts'

const pad = (number: number) => String(number).padStart(5, '0')

export default defineOperation({
  name: 'senate-votes',
  sources: [
    { path: '/legislative/LIS/roll_call_votes/vote{congress}{session}/vote_{congress}_{session}_{vote}.xml', cacheTtl: '1d' },
    { path: '/legislative/LIS/roll_call_lists/vote_menu_{congress}_{session}.xml', cacheTtl: '1h' },
  ],
  method: 'GET',
  description: 'U.S. Senate roll call votes from senate.gov XML: one vote by congress, session and number with question, measure, result, required majority, counts, tie breaker and every senator\'s vote (filterable by state, party and position), or the session\'s votes newest first.',
  input: v.object({
    congress: wholeNumber(101, 200, 'Congress (101 onwards: 1989-)'),
    session: wholeNumber(1, 3, 'Session of the congress'),
    vote: integer(1, 99_999, 'Vote number (lookup mode)'),
    ...voteFilters,
    limit: limit(200, 50),
    offset: offset(10_000),
  }),
  upstreams: [senate],
  keywords: ['senate roll call', 'how did my senator vote', 'senate vote results', 'cloture vote'],
  // Member filters without a vote can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.vote === undefined && (input.state || input.party || input.position)) throw invalidField(input.state ? 'state' : input.party ? 'party' : 'position', 'filters members of one vote: give vote too')
  },
  async handler({ input, upstream }) {
    const client = upstream(senate)
    if (input.vote !== undefined) {
      const path = `/legislative/LIS/roll_call_votes/vote${input.congress}${input.session}/vote_${input.congress}_${input.session}_${pad(input.vote)}.xml`
      const response = await client.text(path, { notFound: `The Senate has no vote ${input.vote} in session ${input.session} of the ${input.congress}th Congress`, accept: xmlAccept(voteDetail, senate.name, ['member']) })
      const vote = parseXml(response.data, voteDetail, senate.name, ['member'])
      const row = vote.roll_call_vote
      const members = row.members.member.map((member) => ({ lisId: member.lis_member_id || null, name: member.member_full, firstName: member.first_name, lastName: member.last_name, party: member.party || null, state: member.state || null, vote: member.vote_cast, position: position(member.vote_cast) }))
      const item = {
        chamber: 'senate',
        congress: num(row.congress), session: num(row.session), year: num(row.congress_year), vote: num(row.vote_number),
        date: voteDate(row.vote_date), dateText: row.vote_date,
        question: row.vote_question_text || row.question || null, title: row.vote_title || null, result: row.vote_result || null, resultText: row.vote_result_text || null,
        majorityRequirement: row.majority_requirement || null,
        document: row.document.document_name ? { type: row.document.document_type, number: row.document.document_number, name: row.document.document_name, title: row.document.document_title || null } : null,
        counts: { yea: num(row.count.yeas), nay: num(row.count.nays), present: num(row.count.present), absent: num(row.count.absent) },
        tieBreaker: row.tie_breaker.by_whom ? { by: row.tie_breaker.by_whom, vote: row.tie_breaker.tie_breaker_vote } : null,
        votes: members.filter((member) => keepVote(member, input)),
        url: `https://www.senate.gov/legislative/LIS/roll_call_votes/vote${input.congress}${input.session}/vote_${input.congress}_${input.session}_${pad(input.vote)}.htm`,
      }
      return lookupAnswer(item, sourceOf(senate, response.url), { mode: 'lookup' })
    }
    const response = await client.text(`/legislative/LIS/roll_call_lists/vote_menu_${input.congress}_${input.session}.xml`, { acceptStatus: [404], accept: xmlAccept(voteMenu, senate.name, ['vote']) })
    if (response.status === 404) return listAnswer([], sourceOf(senate, response.url), { total: 0, mode: 'list' })
    const summary = parseXml(response.data, voteMenu, senate.name, ['vote']).vote_summary
    const year = summary.congress_year
    const votes = summary.votes.vote
      .map((row) => ({
        congress: input.congress, session: input.session, vote: num(row.vote_number),
        // The menu writes `17-Apr`: the year is the session's.
        date: voteDate(`${row.vote_date}-${year}`), issue: row.issue || null, question: row.question || null, result: row.result || null, title: row.title || null,
        counts: { yea: num(row.vote_tally.yeas), nay: num(row.vote_tally.nays) },
      }))
      .sort((a, b) => (b.vote ?? 0) - (a.vote ?? 0))
    return listAnswer(votes.slice(input.offset, input.offset + input.limit), sourceOf(senate, response.url), { total: votes.length, mode: 'list' })
  },
})
