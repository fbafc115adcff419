import { createError, defineOperation, invalidField, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import { censusGeocoder, censusGeocoderSource } from '@svc/providers/census-geocoder'
import * as v from 'valibot'
import { locateDistrict, placeParams } from '../census/district.ts'
import { integer, stateCode } from '../shared/params.ts'
import { congressLegislators } from '../upstreams/congress-legislators.ts'

const term = v.looseObject({ type: v.picklist(['rep', 'sen']), start: v.string(), end: v.string(), state: v.string(), district: numberOrNull, party: textOrNull, class: numberOrNull, state_rank: textOrNull, url: textOrNull, address: textOrNull, phone: textOrNull, contact_form: textOrNull, office: textOrNull })
const legislator = v.looseObject({
  id: v.looseObject({ bioguide: v.string(), fec: v.optional(v.array(v.string()), []), govtrack: numberOrNull, opensecrets: textOrNull, lis: textOrNull, wikipedia: textOrNull }),
  name: v.looseObject({ first: v.string(), last: v.string(), official_full: textOrNull }),
  terms: v.pipe(v.array(term), v.minLength(1)),
})
type Legislator = v.InferOutput<typeof legislator>

function member(row: Legislator) {
  const current = row.terms.at(-1)!
  return {
    bioguideId: row.id.bioguide,
    name: row.name.official_full ?? `${row.name.first} ${row.name.last}`,
    firstName: row.name.first,
    lastName: row.name.last,
    chamber: current.type === 'sen' ? 'senate' : 'house',
    party: current.party,
    state: current.state,
    district: current.type === 'rep' ? current.district : null,
    stateRank: current.state_rank,
    senateClass: current.class,
    termStart: current.start,
    termEnd: current.end,
    phone: current.phone,
    office: current.address ?? current.office,
    website: current.url,
    contactForm: current.contact_form,
    ids: { fec: row.id.fec, govtrack: row.id.govtrack, opensecrets: row.id.opensecrets, lis: row.id.lis, wikipedia: row.id.wikipedia },
  }
}

export default defineOperation({
  name: 'representatives',
  method: 'GET',
  description: 'Current members of Congress who represent a place: the two senators and the House member of a state and district, or of an address or point (district found with the Census geocoder); party, chamber, term, phone, office, website, contact form and ids (Bioguide, FEC, GovTrack, OpenSecrets).',
  input: v.object({
    state: stateCode(),
    district: integer(0, 60, 'House district (0 at large), with state'),
    ...placeParams,
    chamber: v.optional(v.pipe(v.picklist(['all', 'house', 'senate']), v.description('Which members (default all)')), 'all'),
  }),
  upstreams: [congressLegislators, censusGeocoder],
  sources: [{ path: '/congress-legislators/legislators-current.json', upstream: congressLegislators }, censusGeocoderSource],
  keywords: ['who is my representative', 'my senators', 'contact my congressman', 'members of congress for address'],
  // A state and a place at once, neither, or half a point, can only fail: the 400 comes before any 402.
  check: (input) => {
    const byPlace = input.address !== undefined || input.lat !== undefined || input.lon !== undefined
    if (byPlace && input.state) throw invalidField('state', 'give a state or a place (address, lat and lon), not both')
    if (!byPlace && !input.state) throw invalidField('state', 'give a state (and district), an address, or lat and lon')
    if (input.district !== undefined && !input.state) throw invalidField('state', 'a district needs a state')
    if (byPlace && input.address === undefined && (input.lat === undefined || input.lon === undefined)) throw invalidField(input.lat === undefined ? 'lat' : 'lon', 'give both lat and lon')
  },
  async handler({ input, upstream }) {
    const byPlace = input.address !== undefined || input.lat !== undefined || input.lon !== undefined
    let state = input.state
    let district = input.district
    let located = null
    if (byPlace) {
      const result = await locateDistrict(upstream(censusGeocoder), input.address !== undefined ? { address: input.address } : { lat: input.lat!, lon: input.lon! })
      if (!result.place?.state) throw createError('NOT_FOUND', 'The Census geocoder found no congressional district for that place')
      located = result.place
      state = result.place.state
      district = result.place.district ?? undefined
    }
    const response = await upstream(congressLegislators).json('/congress-legislators/legislators-current.json', { schema: v.array(legislator) })
    const members = response.data.map(member).filter((row) => row.state === state
      && (input.chamber === 'all' || row.chamber === input.chamber)
      // A district narrows the House seat only: senators serve the whole state.
      && (row.chamber === 'senate' || district === undefined || row.district === district))
      .sort((a, b) => (a.chamber === b.chamber ? a.lastName.localeCompare(b.lastName) : a.chamber === 'senate' ? -1 : 1))
    return { ok: true, items: members, total: members.length, ...(located ? { location: located } : {}), source: sourceOf(congressLegislators, response.url) }
  },
})
