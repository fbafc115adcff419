import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

const committees = v.array(v.looseObject({ thomas_id: v.string(), jurisdiction: v.optional(v.string()) }))
const membership = v.record(v.string(), v.array(v.looseObject({
  name: v.string(),
  party: v.optional(v.string()),
  rank: v.optional(v.number()),
  title: v.optional(v.string()),
  bioguide: v.optional(v.string()),
})))

/**
 * A committee's members and jurisdiction from the @unitedstates congress-legislators files, which
 * Congress.gov's committee detail lacks. Their ids are the system code in upper case without the
 * trailing "00" of a full committee (hsag00 -> HSAG, subcommittee hsag14 -> HSAG14).
 */
export async function committeeRoster(client: UpstreamClient, systemCode: string) {
  const letters = systemCode.replace(/\d+$/, '').toUpperCase()
  const digits = systemCode.slice(letters.length)
  const id = digits === '00' ? letters : `${letters}${digits}`
  const [list, members] = await Promise.all([
    client.json('/congress-legislators/committees-current.json', { schema: committees }),
    client.json('/congress-legislators/committee-membership-current.json', { schema: membership }),
  ])
  const committee = list.data.find((entry) => entry.thomas_id === letters)
  return {
    // Only full committees state a jurisdiction.
    jurisdiction: digits === '00' ? committee?.jurisdiction ?? null : null,
    members: (members.data[id] ?? []).map((member) => ({ name: member.name, bioguideId: member.bioguide ?? null, party: member.party ?? null, rank: member.rank ?? null, title: member.title ?? null })),
  }
}
