import * as v from 'valibot'
import { stateCode } from './params.ts'

/** Filters of a roll call's member votes, shared by the House and Senate operations. */
export const voteFilters = {
  state: stateCode('Only members of this state'),
  party: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(['D', 'R', 'I', 'ID', 'L']), v.description('Only members of this party (D, R, I)'))),
  position: v.optional(v.pipe(v.picklist(['yea', 'nay', 'present', 'not-voting']), v.description('Only members who voted so (Aye counts as yea, No as nay)'))),
}

const POSITIONS: Record<string, string> = { yea: 'yea', aye: 'yea', nay: 'nay', no: 'nay', present: 'present', 'not voting': 'not-voting' }
/** `Aye`/`Yea` as yea, `No`/`Nay` as nay, `Not Voting` as not-voting; other casts (a candidate's name in a Speaker election) stay as they are. */
export const position = (cast: string) => POSITIONS[cast.trim().toLowerCase()] ?? cast

export function keepVote(member: { state: string | null; party: string | null; position: string }, filters: { state?: string | undefined; party?: string | undefined; position?: string | undefined }) {
  return (!filters.state || member.state === filters.state) && (!filters.party || member.party === filters.party) && (!filters.position || member.position === filters.position)
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
/** `17-Apr-2024` (House) or `April 17, 2024,  02:30 PM` (Senate) as `2024-04-17`. */
export function voteDate(text: string): string | null {
  const house = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim())
  const senate = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})/.exec(text.trim())
  const [day, month, year] = house ? [house[1]!, house[2]!, house[3]!] : senate ? [senate[2]!, senate[1]!, senate[3]!] : []
  const index = month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) : -1
  return index < 0 ? null : `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`
}
