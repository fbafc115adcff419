import { defineOperation, invalidField, lookupAnswer, runSection, sectionData, sectionStatus, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressItem, congressListAnswer, type Row, source } from '../congress/client.ts'
import { committeeRoster } from '../congress/committee-roster.ts'
import { congress, limit, offset } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { congressLegislators } from '../upstreams/congress-legislators.ts'

/** System codes start with the chamber: h (House), s (Senate), j (Joint). */
const CHAMBER_OF = { h: 'house', s: 'senate', j: 'joint' } as const
type Chamber = (typeof CHAMBER_OF)[keyof typeof CHAMBER_OF]
const chamberOf = (systemCode: string): Chamber | undefined => (CHAMBER_OF as Record<string, Chamber>)[systemCode.charAt(0)]
/** The chamber as list mode spells it (Congress.gov's list rows). */
const CHAMBER_NAME = { house: 'House', senate: 'Senate', joint: 'Joint' } as const

/** The detail has no name, url or chamber: the current official name from its history, its API address, the chamber of its code. */
const lookupRow = (row: Row, chamber: keyof typeof CHAMBER_NAME, systemCode: string): Row => {
  const history = Array.isArray(row.history) ? (row.history as Row[]) : []
  const current = history.find((entry) => !entry.endDate) ?? history[0]
  return {
    ...row,
    name: row.name ?? current?.officialName ?? current?.libraryOfCongressName ?? null,
    url: row.url ?? `https://api.congress.gov/v3/committee/${chamber}/${systemCode}?format=json`,
    chamber: row.chamber ?? CHAMBER_NAME[chamber],
  }
}

const committeeRow = (row: Row, lookup: boolean) => ({
  systemCode: row.systemCode ?? null,
  name: row.name ?? null,
  chamber: row.chamber ?? null,
  committeeTypeCode: row.committeeTypeCode ?? row.type ?? null,
  url: row.url ?? null,
  updateDate: row.updateDate ?? null,
  parent: row.parent ?? null,
  subcommittees: lookup ? (Array.isArray(row.subcommittees) ? row.subcommittees : []) : Array.isArray(row.subcommittees) ? row.subcommittees.length : 0,
})

export default defineOperation({
  name: 'congress-committee',
  sources: sourcesInWords('Congress.gov `/v3/committee[...]`, `/v3/committee/{chamber}/{systemCode}`; lookup adds `members`, `jurisdiction` from congress-legislators `committees-current.json`, `committee-membership-current.json` (`roster` section)'),
  method: 'GET',
  description: 'Congressional committees from Congress.gov: list by congress and chamber, or one committee by system code with its subcommittees, history and related resources.',
  input: v.object({
    congress,
    chamber: v.optional(v.pipe(v.picklist(['house', 'senate', 'joint']), v.description('Chamber'))),
    systemCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z]{2,8}\d{2,4}$/, 'must be 2-8 lowercase letters and 2-4 digits, e.g. hsag00'), v.description('Committee system code (lookup mode)'))),
    limit: limit(25),
    offset,
  }),
  upstreams: [congressGov, congressLegislators],
  keywords: ['congressional committee', 'senate committee', 'house committee', 'subcommittee'],
  // A system code of no chamber can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.systemCode && !chamberOf(input.systemCode)) throw invalidField('systemCode', 'must start with h (House), s (Senate) or j (Joint)')
  },
  async handler({ input, upstream }) {
    const client = upstream(congressGov)
    if (input.systemCode) {
      const chamber = chamberOf(input.systemCode)!
      const { row, url } = await congressItem(client, `/committee/${chamber}/${input.systemCode}`, 'committee', `committee ${input.systemCode}`)
      const full = lookupRow(row, chamber, input.systemCode)
      // Members and jurisdiction come from another source, reported on its own: its failure leaves them null.
      const roster = await runSection(() => committeeRoster(upstream(congressLegislators), input.systemCode!), { failure: 'congress-legislators could not be asked' })
      const extra = {
        members: sectionData(roster)?.members ?? null,
        history: Array.isArray(full.history) ? full.history : [],
        // Congress.gov has no hearings per committee: its hearing and committee-meeting lists filter by congress and chamber only.
        hearings: null,
        jurisdiction: sectionData(roster)?.jurisdiction ?? null,
        roster: sectionStatus(roster),
      }
      return lookupAnswer({ ...full, ...committeeRow(full, true), ...extra }, source(url), { mode: 'lookup' })
    }
    const path = input.congress ? `/committee/${input.congress}${input.chamber ? `/${input.chamber}` : ''}` : `/committee${input.chamber ? `/${input.chamber}` : ''}`
    return congressListAnswer(client, path, 'committees', input, (row) => committeeRow(row, false))
  },
})
