import { defineOperation, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressItem, congressListAnswer, membersOrNull, source } from '../congress/client.ts'
import { congress, limit, offset } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { needs } from '../shared/input.ts'
import { integer, stateCode } from '../shared/params.ts'

/** List rows wrap terms as `{item: [...]}`; details give the array. */
const terms = (value: unknown) => (Array.isArray(value) ? value : value && typeof value === 'object' && Array.isArray((value as { item?: unknown }).item) ? (value as { item: unknown[] }).item : [])

export default defineOperation({
  name: 'congress-member',
  sources: sourcesInWords('Congress.gov `/v3/member[...]`, `/v3/member/{bioguideId}`'),
  method: 'GET',
  description: 'Members of the U.S. Congress from Congress.gov: list by congress, state, district or current service, or one member by Bioguide id with names, party history, terms, leadership, contact and legislation counts.',
  input: v.object({
    bioguideId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]\d{6}$/, 'must be one uppercase letter and 6 digits, e.g. P000197'), v.description('Bioguide id (lookup mode)'))),
    congress,
    state: stateCode(),
    district: integer(0, 60, 'House district (with its state: district numbers repeat across states)'),
    currentMember: v.optional(v.pipe(v.boolean(), v.description('Only members now serving'))),
    limit: limit(25),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['member of congress', 'senator', 'representative', 'who represents', 'congressman'],
  // In list mode a district without its state can only fail: the 400 comes before any 402 (a lookup by id reads neither).
  check: (input) => {
    if (input.bioguideId === undefined) needs(input, 'district', ['state'], 'a district needs its state: district numbers repeat across states')
  },
  async handler({ input, upstream }) {
    const client = upstream(congressGov)
    if (input.bioguideId) {
      const { row, url } = await congressItem(client, `/member/${input.bioguideId}`, 'member', `member ${input.bioguideId}`)
      const item = {
        ...row,
        bioguideId: row.bioguideId ?? input.bioguideId,
        ...membersOrNull(row, ['state', 'district']),
        terms: terms(row.terms),
        ...membersOrNull(row, ['depiction', 'directOrderName', 'firstName', 'lastName', 'suffixName', 'nickName', 'honorificName']),
        partyHistory: row.partyHistory ?? [],
        ...membersOrNull(row, ['birthYear', 'deathYear', 'officialWebsiteUrl', 'addressInformation']),
        leadership: row.leadership ?? [],
        ...membersOrNull(row, ['sponsoredLegislation', 'cosponsoredLegislation']),
        source: source(url),
      }
      return lookupAnswer(item, source(url), { mode: 'lookup' })
    }
    const path = input.congress
      ? `/member/congress/${input.congress}${input.state ? `/${input.state}${input.district !== undefined ? `/${input.district}` : ''}` : ''}`
      : input.state ? `/member/${input.state}${input.district !== undefined ? `/${input.district}` : ''}` : '/member'
    return congressListAnswer(client, path, 'members', { ...input, extra: { currentMember: input.currentMember } }, (row) => ({
      ...membersOrNull(row, ['bioguideId', 'name', 'partyName', 'state', 'district']),
      terms: terms(row.terms),
      ...membersOrNull(row, ['depiction', 'updateDate']),
      apiUrl: row.url ?? null,
    }))
  },
})
