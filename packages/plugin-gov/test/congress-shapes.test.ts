import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

// The answers of the Congress.gov operations member by member, as 02-shapes-agent-to-gov.md lists
// them: `data.meta.mode` of the operations with two modes, `total`, `source`, each item's members
// and their nesting. The values themselves are checked in congress.test.ts.
const congress = (name: string) => fixture(`congress/${name}`)
const h = govHarness({
  upstreams: ['congress-gov', 'congress-legislators'],
  keys: { 'congress-gov': 'data-gov-key' },
  routes: {
    'GET /v3/bill/118/hr': congress('bills.json'),
    'GET /v3/bill/118/hr/2': congress('bill-118-hr-2.json'),
    'GET /v3/summaries/118': congress('summaries.json'),
    'GET /v3/amendment/118': congress('amendments.json'),
    'GET /v3/amendment/118/samdt/1388': congress('amendment-118-samdt-1388.json'),
    'GET /v3/committee/house': congress('committees.json'),
    'GET /v3/committee/house/hsag00': congress('committee-hsag00.json'),
    'GET /v3/hearing/118/house': congress('hearings.json'),
    'GET /v3/hearing/118/house/54136': congress('hearing-118-house-54136.json'),
    'GET /v3/member/CA/11': congress('members.json'),
    'GET /v3/member/P000197': congress('member-P000197.json'),
    'GET /v3/nomination/118': congress('nominations.json'),
    'GET /v3/nomination/118/1084': congress('nomination-118-1084.json'),
    'GET /v3/nomination/118/1084/actions': congress('nomination-118-1084-actions.json'),
    'GET /v3/congressional-record': congress('congressional-record.json'),
    'GET /v3/treaty/118': congress('treaties.json'),
    'GET /v3/treaty/118/4': congress('treaty-118-4.json'),
    'GET /v3/treaty/118/4/actions': congress('treaty-118-4-actions.json'),
    'GET /congress-legislators/committees-current.json': fixture('congress-legislators/committees-current.json'),
    'GET /congress-legislators/committee-membership-current.json': fixture('congress-legislators/committee-membership-current.json'),
  },
})

const text = expect.any(String)
const int = expect.any(Number)
const latestAction = { actionDate: text, text }

interface Shape {
  /** `data.meta.mode`, or none for an operation with one mode. */
  mode?: 'list' | 'lookup'
  total: number | null
  /** The documented members of the first item (a value, a matcher, or null where the spec allows null). */
  item: Record<string, unknown>
}

const SHAPES: Record<string, Shape> = {
  '/api/gov/bill-summaries?congress=118': {
    total: 4102,
    item: { actionDate: text, actionDesc: text, bill: expect.objectContaining({ congress: int, number: text, type: text }), currentChamber: text, currentChamberCode: text, lastSummaryUpdateDate: text, text, updateDate: text, versionCode: text },
  },
  '/api/gov/congress-amendment?congress=118': {
    mode: 'list', total: 3215,
    item: { congress: int, type: expect.stringMatching(/^(HAMDT|SAMDT|SUAMDT)$/), number: text, description: text, purpose: null, latestAction, updateDate: text, apiUrl: text },
  },
  '/api/gov/congress-amendment?congress=118&type=samdt&number=1388': {
    mode: 'lookup', total: 1,
    item: { congress: int, type: 'SAMDT', number: '1388', purpose: text, latestAction, updateDate: text, apiUrl: text, amendedBill: expect.any(Object), sponsors: expect.any(Array) },
  },
  '/api/gov/congress-bill?congress=118&type=hr': {
    mode: 'list', total: 19316,
    item: { congress: int, type: 'HR', number: text, title: text, originChamber: text, latestAction, updateDate: text, apiUrl: text },
  },
  '/api/gov/congress-bill?congress=118&type=hr&number=2': {
    mode: 'lookup', total: 1,
    item: {
      congress: int, type: 'HR', number: '2', title: text, originChamber: text, latestAction, updateDate: text, apiUrl: text,
      introducedDate: text, constitutionalAuthorityStatementText: text, policyArea: { name: text }, sponsors: [expect.objectContaining({ bioguideId: text })],
      cosponsors: int, committees: int, actionsCount: int, amendmentsCount: int, textVersionsUrl: text, source: { provider: text, url: text, license: text },
    },
  },
  '/api/gov/congress-committee?chamber=house': {
    mode: 'list', total: 245,
    item: { systemCode: 'hsag00', name: text, chamber: 'House', committeeTypeCode: text, url: text, updateDate: text, parent: null, subcommittees: 2 },
  },
  '/api/gov/congress-committee?systemCode=hsag00': {
    mode: 'lookup', total: 1,
    item: {
      systemCode: 'hsag00', name: text, chamber: 'House', committeeTypeCode: text, url: text, updateDate: text, parent: null,
      subcommittees: [{ name: text, systemCode: 'hsag14', url: text }],
      members: [expect.objectContaining({ name: text, bioguideId: text }), expect.anything(), expect.anything()],
      history: [expect.objectContaining({ officialName: text })],
      // Congress.gov has no hearings per committee (see the README): null, never a made-up list.
      hearings: null,
      jurisdiction: text,
    },
  },
  '/api/gov/congress-hearing?congress=118&chamber=house': {
    mode: 'list', total: 1630,
    item: { congress: int, chamber: 'House', jacketNumber: int, updateDate: text, apiUrl: text },
  },
  '/api/gov/congress-hearing?congress=118&chamber=house&jacketNumber=54136': {
    mode: 'lookup', total: 1,
    item: {
      congress: int, chamber: 'House', jacketNumber: 54136, updateDate: text, apiUrl: text,
      title: text, dates: [{ date: text }], committees: [expect.objectContaining({ systemCode: text, name: text })], transcripts: [expect.objectContaining({ type: text, url: text }), expect.anything()],
    },
  },
  '/api/gov/congress-member?state=CA&district=11': {
    mode: 'list', total: 53,
    item: { bioguideId: 'P000197', state: text, district: 11, terms: [expect.objectContaining({ chamber: text, startYear: int })], depiction: { attribution: text, imageUrl: text }, name: text, partyName: text },
  },
  '/api/gov/congress-member?bioguideId=P000197': {
    mode: 'lookup', total: 1,
    item: {
      bioguideId: 'P000197', state: text, terms: [expect.objectContaining({ congress: int, chamber: text })], depiction: { attribution: text, imageUrl: text },
      directOrderName: text, firstName: text, lastName: text, suffixName: null, nickName: null, honorificName: text,
      partyHistory: [expect.objectContaining({ partyName: text })], birthYear: text, deathYear: null, officialWebsiteUrl: text, addressInformation: expect.objectContaining({ officeAddress: text }),
      leadership: [expect.objectContaining({ type: text })], sponsoredLegislation: { count: int, url: text }, cosponsoredLegislation: { count: int, url: text }, source: { provider: text, url: text, license: text },
    },
  },
  '/api/gov/congress-nomination?congress=118': {
    mode: 'list', total: 2381,
    item: { congress: int, number: int, partNumber: text, citation: text, description: text, receivedDate: text, latestAction, nominationType: { isCivilian: true, isMilitary: false }, organization: text, updateDate: text, apiUrl: text },
  },
  '/api/gov/congress-nomination?congress=118&number=1084': {
    mode: 'lookup', total: 1,
    item: {
      congress: int, number: 1084, partNumber: text, citation: 'PN1084', description: text, receivedDate: text, latestAction, nominationType: { isCivilian: true, isMilitary: false },
      // The detail names the organization per nominee, not on the nomination.
      organization: 'Department of Commerce', updateDate: text, apiUrl: text, actions: [expect.objectContaining({ actionDate: text, text }), expect.anything()],
    },
  },
  '/api/gov/congress-record?year=2023&month=5&day=4': {
    total: null,
    item: { id: int, congress: int, session: int, issue: text, volume: int, publishDate: text, links: expect.objectContaining({ Senate: expect.any(Object) }) },
  },
  '/api/gov/congress-treaty?congress=118': {
    mode: 'list', total: 163,
    item: { congressReceived: int, congressConsidered: null, number: int, suffix: null, topic: text, transmittedDate: text, updateDate: text, countriesPartiesCount: 1 },
  },
  '/api/gov/congress-treaty?congress=118&number=4': {
    mode: 'lookup', total: 1,
    item: {
      congressReceived: int, congressConsidered: int, number: 4, suffix: null, topic: text, transmittedDate: text, updateDate: text, countriesPartiesCount: 1, apiUrl: text,
      parties: [{ name: 'Chile' }], actions: [expect.objectContaining({ actionDate: text, text })],
    },
  },
}

describe('Congress.gov operations answer the shapes of the spec', () => {
  for (const [path, shape] of Object.entries(SHAPES)) {
    it(`${path.slice('/api/gov/'.length)}: ${shape.mode ?? 'one mode'}, total ${shape.total}, the documented members`, async () => {
      const data = await h.ok(path)
      expect(data.ok).toBe(true)
      expect(data.total).toBe(shape.total)
      if (shape.mode) expect(data.meta).toEqual({ mode: shape.mode })
      else expect(data).not.toHaveProperty('meta')
      expect(data.source).toEqual({ provider: 'Congress.gov API (Library of Congress)', url: expect.stringMatching(new RegExp(`^${h.server.url}/v3/`)), license: text })
      expect(data.source.url).not.toContain('data-gov-key')
      expect(data.items.length).toBeGreaterThan(0)
      expect(data.items[0]).toMatchObject(shape.item)
      if (shape.mode === 'lookup') expect(data.items).toHaveLength(1)
    })
  }
})

describe('a lookup part given without what it needs', () => {
  it('is a 400 naming the part that is missing', async () => {
    // A congress left out is the current one; a type or chamber has no such default (numbers repeat across them).
    await h.rejects('/api/gov/congress-bill', [['number=2', 'type'], ['congress=118&number=2', 'type']])
    await h.rejects('/api/gov/congress-amendment', [['number=1388', 'type'], ['congress=118&number=1388', 'type']])
    await h.rejects('/api/gov/congress-hearing', [['jacketNumber=54136', 'chamber'], ['congress=118&jacketNumber=54136', 'chamber']])
  })
})
