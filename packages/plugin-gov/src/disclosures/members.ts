import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

const legislator = v.looseObject({
  name: v.looseObject({ first: v.string(), last: v.string(), nickname: v.optional(v.string()) }),
  terms: v.pipe(v.array(v.looseObject({ type: v.string(), state: v.string(), district: v.nullish(v.number(), null), party: v.nullish(v.string(), null) })), v.minLength(1)),
})

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '')
const partyCode = (party: string | null) => (party === null ? null : /^d/i.test(party) ? 'D' : /^r/i.test(party) ? 'R' : /^i/i.test(party) ? 'I' : null)

/** A filer's party and seat, when the filer is a sitting member. */
export interface Seat { party: string | null; state: string; district: number | null }

/**
 * Who sits where (the filings name the filer, not the party): current members from the @unitedstates
 * `legislators-current.json` (cached a day by the upstream), found by last name and seat or first name.
 */
export async function memberSeats(client: UpstreamClient) {
  const response = await client.json('/congress-legislators/legislators-current.json', { schema: v.array(legislator) })
  const members = response.data.map((row) => {
    const term = row.terms.at(-1)!
    return { last: fold(row.name.last), firsts: [fold(row.name.first), fold(row.name.nickname ?? '')].filter(Boolean), chamber: term.type === 'sen' ? 'senate' : 'house', seat: { party: partyCode(term.party), state: term.state, district: term.type === 'sen' ? null : term.district } satisfies Seat }
  })
  return {
    /** The House member of a district (`CA11` gives CA and 11), whose last name the filing's matches. */
    house(lastName: string, state: string | null, district: number | null): Seat | null {
      return members.find((row) => row.chamber === 'house' && row.last === fold(lastName) && row.seat.state === state && row.seat.district === district)?.seat ?? null
    },
    /** The senator of this last and first name (of a state, when known). */
    senate(lastName: string, firstName: string, state?: string): Seat | null {
      const first = fold(firstName)
      const matches = members.filter((row) => row.chamber === 'senate' && row.last === fold(lastName) && (!state || row.seat.state === state))
      return (matches.length === 1 ? matches[0] : matches.find((row) => row.firsts.some((name) => first.startsWith(name) || name.startsWith(first))))?.seat ?? null
    },
  }
}
