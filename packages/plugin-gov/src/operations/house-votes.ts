import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { wholeNumber } from '../shared/params.ts'
import { num } from '../shared/input.ts'
import { keepVote, position, voteDate, voteFilters } from '../shared/votes.ts'
import { parseXml, xmlAccept, xmlText } from '../shared/xml.ts'
import { houseClerk } from '../upstreams/house-clerk.ts'

const tally = { 'yea-total': xmlText, 'nay-total': xmlText, 'present-total': xmlText, 'not-voting-total': xmlText }
const HOUSE_ARRAYS = ['totals-by-party', 'recorded-vote']
const rollcall = v.object({
  'rollcall-vote': v.object({
    'vote-metadata': v.object({
      majority: xmlText, congress: xmlText, session: xmlText, 'rollcall-num': xmlText, 'legis-num': xmlText, 'vote-question': xmlText, 'vote-type': xmlText,
      'vote-result': xmlText, 'action-date': xmlText, 'action-time': xmlText, 'vote-desc': xmlText,
      'vote-totals': v.object({ 'totals-by-party': v.optional(v.array(v.object({ party: xmlText, ...tally })), []), 'totals-by-vote': v.object(tally) }),
    }),
    'vote-data': v.object({
      'recorded-vote': v.optional(v.array(v.object({
        legislator: v.object({ '#text': v.optional(v.string(), ''), '@_name-id': v.optional(v.string(), ''), '@_party': v.optional(v.string(), ''), '@_state': v.optional(v.string(), ''), '@_unaccented-name': v.optional(v.string()) }),
        vote: xmlText,
      })), []),
    }),
  }),
})
const totals = (row: Record<string, string>) => ({ yea: num(row['yea-total']), nay: num(row['nay-total']), present: num(row['present-total']), notVoting: num(row['not-voting-total']) })

export default defineOperation({
  name: 'house-votes',
  cacheTtl: '1d',
  sources: sourcesInWords('House Clerk `GET /evs/{year}/roll{NNN}.xml`'),
  method: 'GET',
  description: 'A roll call vote of the U.S. House of Representatives from the Clerk\'s XML: question, bill, vote type, result, date, totals overall and by party, and how each member voted (Bioguide id, party, state), filterable by state, party and position.',
  input: v.object({
    year: wholeNumber(1990, 2100, 'Calendar year of the vote'),
    roll: wholeNumber(1, 9999, 'Roll call number within the year'),
    ...voteFilters,
  }),
  upstreams: [houseClerk],
  keywords: ['house roll call', 'how did my representative vote', 'house vote results', 'congress vote record'],
  async handler({ input, upstream }) {
    const path = `/evs/${input.year}/roll${String(input.roll).padStart(3, '0')}.xml`
    const response = await upstream(houseClerk).text(path, { notFound: `The House Clerk has no roll call ${input.roll} in ${input.year}`, accept: xmlAccept(rollcall, houseClerk.name, HOUSE_ARRAYS) })
    const vote = parseXml(response.data, rollcall, houseClerk.name, HOUSE_ARRAYS)['rollcall-vote']
    const meta = vote['vote-metadata']
    const members = vote['vote-data']['recorded-vote'].map((row) => ({
      bioguideId: row.legislator['@_name-id'] || null,
      name: row.legislator['@_unaccented-name'] ?? row.legislator['#text'],
      party: row.legislator['@_party'] || null,
      state: row.legislator['@_state'] || null,
      vote: row.vote,
      position: position(row.vote),
    }))
    const item = {
      chamber: 'house',
      congress: num(meta.congress),
      session: meta.session,
      year: input.year,
      roll: num(meta['rollcall-num']) ?? input.roll,
      bill: meta['legis-num'] || null,
      question: meta['vote-question'] || null,
      type: meta['vote-type'] || null,
      result: meta['vote-result'] || null,
      date: voteDate(meta['action-date']),
      time: meta['action-time'] || null,
      description: meta['vote-desc'] || null,
      majority: meta.majority || null,
      totals: totals(meta['vote-totals']['totals-by-vote']),
      byParty: meta['vote-totals']['totals-by-party'].map((row) => ({ party: row.party, ...totals(row) })),
      votes: members.filter((member) => keepVote(member, input)),
      url: `https://clerk.house.gov/Votes/${input.year}${input.roll}`,
    }
    return lookupAnswer(item, sourceOf(houseClerk, response.url), { mode: 'lookup' })
  },
})
