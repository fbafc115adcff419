import type { FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { currentCongress } from '../src/congress/params.ts'
import { fixture as recorded, govHarness } from './_gov.ts'

const fixture = (name: string, status = 200): FixtureAnswer => recorded(`congress/${name}`, status)
const NOT_FOUND = fixture('not-found.json', 404)

const routes: Record<string, FixtureAnswer> = {
  'GET /v3/bill/118/hr': fixture('bills.json'),
  'GET /v3/bill': fixture('bills.json'),
  'GET /v3/bill/118/hr/2': fixture('bill-118-hr-2.json'),
  'GET /v3/bill/118/hr/999999': NOT_FOUND,
  'GET /v3/summaries/118': fixture('summaries.json'),
  'GET /v3/summaries/118/s': fixture('summaries.json'),
  'GET /v3/amendment/118': fixture('amendments.json'),
  'GET /v3/amendment/118/samdt/1388': fixture('amendment-118-samdt-1388.json'),
  'GET /v3/committee/house': fixture('committees.json'),
  'GET /v3/committee/house/hsag00': fixture('committee-hsag00.json'),
  'GET /v3/hearing/118/house': fixture('hearings.json'),
  'GET /v3/hearing/118/house/54136': fixture('hearing-118-house-54136.json'),
  'GET /v3/member/CA/11': fixture('members.json'),
  'GET /v3/member/P000197': fixture('member-P000197.json'),
  'GET /v3/nomination/118': fixture('nominations.json'),
  'GET /v3/nomination/118/1084': fixture('nomination-118-1084.json'),
  'GET /v3/nomination/118/1084/actions': fixture('nomination-118-1084-actions.json'),
  'GET /v3/congressional-record': fixture('congressional-record.json'),
  'GET /v3/treaty/118': fixture('treaties.json'),
  'GET /v3/treaty/118/4': fixture('treaty-118-4.json'),
  'GET /v3/treaty/118/4/actions': fixture('treaty-118-4-actions.json'),
  'GET /v3/treaty/999': NOT_FOUND,
  'GET /congress-legislators/committees-current.json': { file: 'congress-legislators/committees-current.json' },
  'GET /congress-legislators/committee-membership-current.json': { file: 'congress-legislators/committee-membership-current.json' },
}
// The host's clock: mid-2024, in the 118th Congress of the fixtures.
const h = govHarness({ upstreams: ['congress-gov', 'congress-legislators'], keys: { 'congress-gov': 'data-gov-key' }, routes, clock: '2024-06-01T12:00:00Z' })

describe('the current congress', () => {
  it('is the one sitting: two years from January 3 of an odd year', () => {
    expect(currentCongress(Date.parse('2025-01-02T23:59:59Z'))).toBe(118)
    expect(currentCongress(Date.parse('2025-01-03T00:00:00Z'))).toBe(119)
    expect(currentCongress(Date.parse('2026-12-31T12:00:00Z'))).toBe(119)
    expect(currentCongress(Date.parse('2024-06-01T12:00:00Z'))).toBe(118)
    expect(currentCongress(Date.parse('1789-03-04T00:00:00Z'))).toBe(1)
  })
})

describe('gov.congress-bill', () => {
  it('lists bills with the spec members and paging, sending the key and date window', async () => {
    const { status, body } = await h.call('/api/gov/congress-bill?congress=118&type=hr&fromDate=2025-01-01&toDate=2025-02-28&limit=2&offset=0')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 19316, meta: { mode: 'list' } })
    expect(body.data.items[1]).toStrictEqual({
      congress: 118, type: 'HR', number: '2', title: 'Secure the Border Act of 2023', originChamber: 'House',
      latestAction: { actionDate: '2023-05-11', text: 'Received in the Senate.' }, updateDate: '2025-01-14', apiUrl: 'https://api.congress.gov/v3/bill/118/hr/2?format=json',
    })
    expect(h.last().params).toEqual({ format: 'json', limit: '2', offset: '0', fromDateTime: '2025-01-01T00:00:00Z', toDateTime: '2025-02-28T23:59:59Z', sort: 'updateDate+desc', api_key: 'data-gov-key' })
    expect(body.data.source.url).not.toContain('data-gov-key')
  })
  it('looks up one bill with counts, sponsors and policy area', async () => {
    const { body } = await h.call('/api/gov/congress-bill?congress=118&type=hr&number=2')
    expect(body.data.meta.mode).toBe('lookup')
    expect(body.data.items[0]).toMatchObject({
      type: 'HR', number: '2', introducedDate: '2023-05-02', policyArea: { name: 'Immigration' }, cosponsors: 77, committees: 5, actionsCount: 28, amendmentsCount: 7,
      textVersionsUrl: 'https://api.congress.gov/v3/bill/118/hr/2/text?format=json', sponsors: [expect.objectContaining({ bioguideId: 'D000616', party: 'R' })],
      constitutionalAuthorityStatementText: expect.stringContaining('Congressional Record'), cboCostEstimates: [expect.objectContaining({ url: 'https://www.cbo.gov/publication/59161' })],
    })
    expect(await h.call('/api/gov/congress-bill?congress=118&type=hr&number=999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('is unavailable without an api.data.gov key', async () => {
    expect(await h.withoutKey('/api/gov/congress-bill', 'congress-gov')).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_CONGRESS_GOV_KEY') } })
  })
  h.failures('GET /v3/bill', '/api/gov/congress-bill')
  it('reads a type or number without a congress in the current one', async () => {
    expect((await h.call('/api/gov/congress-bill?type=hr')).body.data).toMatchObject({ total: 19316, meta: { mode: 'list' } })
    expect(h.last().path).toBe('/v3/bill/118/hr')
    expect((await h.call('/api/gov/congress-bill?type=hr&number=2')).body.data).toMatchObject({ meta: { mode: 'lookup' }, items: [{ congress: 118, number: '2' }] })
  })
  it('takes offsets and numbers of any size the spec allows (no cap of its own)', async () => {
    expect((await h.call('/api/gov/congress-bill?offset=2000000')).status).toBe(200)
    expect(h.last().params).toMatchObject({ offset: '2000000' })
    expect(await h.call('/api/gov/congress-bill?congress=118&type=hr&number=2000000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/gov/congress-bill', [['number=2', 'type'], ['congress=118&number=2', 'type'], ['congress=201', 'congress'], ['congress=118&type=bill', 'type'], ['limit=251', 'limit'], ['offset=-1', 'offset'], ['sort=title', 'sort'], ['fromDate=2025-1-1', 'fromDate']])
  })
})

describe('gov.bill-summaries', () => {
  it('answers summaries in the spec members', async () => {
    const { body } = await h.call('/api/gov/bill-summaries?congress=118')
    expect(body.data.total).toBe(4102)
    expect(Object.keys(body.data.items[0]).sort()).toEqual(['actionDate', 'actionDesc', 'bill', 'currentChamber', 'currentChamberCode', 'lastSummaryUpdateDate', 'text', 'updateDate', 'versionCode'])
    expect(body.data.items[0]).toMatchObject({ actionDesc: 'Passed House', versionCode: '55', bill: { number: '2', type: 'HR' } })
  })
  it('lists a type without a congress in the current one', async () => {
    expect((await h.call('/api/gov/bill-summaries?type=s')).body.data.total).toBe(4102)
    expect(h.last().path).toBe('/v3/summaries/118/s')
  })
})

describe('gov.congress-amendment', () => {
  it('lists and looks up amendments', async () => {
    const list = await h.call('/api/gov/congress-amendment?congress=118')
    expect(list.body.data.items[1]).toStrictEqual({ congress: 118, type: 'SAMDT', number: '1388', description: null, purpose: 'In the nature of a substitute.', latestAction: { actionDate: '2024-02-07', text: 'Amendment SA 1388 proposed by Senator Schumer.' }, updateDate: '2024-02-08T10:01:03Z', apiUrl: 'https://api.congress.gov/v3/amendment/118/samdt/1388?format=json' })
    const one = await h.call('/api/gov/congress-amendment?type=samdt&number=1388')
    expect(one.body.data).toMatchObject({ total: 1, meta: { mode: 'lookup' }, items: [{ number: '1388', type: 'SAMDT', chamber: 'Senate', amendedBill: { number: '815' } }] })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-amendment', [['number=3', 'type'], ['type=amdt', 'type']])
  })
})

describe('gov.congress-committee', () => {
  it('reports a failing roster source on its own: the lookup still answers, members and jurisdiction null', async () => {
    h.set('GET /congress-legislators/committee-membership-current.json', { status: 500, body: 'down' })
    const { status, body } = await h.call('/api/gov/congress-committee?systemCode=hsag00')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ name: 'Committee on Agriculture', members: null, jurisdiction: null, roster: { status: 'error' } })
  })

  it('lists committees with a subcommittee count and looks one up by system code', async () => {
    const list = await h.call('/api/gov/congress-committee?chamber=house')
    expect(list.body.data.items[0]).toMatchObject({ systemCode: 'hsag00', name: 'Agriculture Committee', chamber: 'House', committeeTypeCode: 'Standing', parent: null, subcommittees: 2 })
    expect(list.body.data.items[1].parent).toMatchObject({ systemCode: 'hsag00' })
    const one = await h.call('/api/gov/congress-committee?systemCode=hsag00')
    // Members and jurisdiction, which Congress.gov's detail lacks, from the congress-legislators files.
    expect(one.body.data.items[0]).toMatchObject({ jurisdiction: expect.stringMatching(/^Agriculture generally/), roster: { status: 'found' }, members: [{ name: 'Example Chair', bioguideId: 'X000001', party: 'majority', rank: 1, title: 'Chair' }, expect.anything(), expect.anything()] })
    // The same fields as list mode, spelled the same: name, url and chamber are never null for a committee found.
    expect(one.body.data.items[0]).toMatchObject({ name: 'Committee on Agriculture', chamber: 'House', url: 'https://api.congress.gov/v3/committee/house/hsag00?format=json' })
    expect(one.body.data.items[0]).toMatchObject({ systemCode: 'hsag00', committeeTypeCode: 'Standing', subcommittees: [expect.objectContaining({ systemCode: 'hsag14' })], history: [expect.objectContaining({ officialName: 'Committee on Agriculture' })] })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-committee', [['systemCode=HSAG00', 'systemCode'], ['systemCode=xsag00', 'systemCode'], ['chamber=both', 'chamber']])
  })
})

describe('gov.congress-hearing', () => {
  it('lists hearings and looks one up with title, dates, committees and transcripts', async () => {
    expect((await h.call('/api/gov/congress-hearing?congress=118&chamber=house')).body.data.items[0]).toStrictEqual({ congress: 118, chamber: 'House', jacketNumber: 54136, updateDate: '2025-06-10T18:52:03Z', apiUrl: 'https://api.congress.gov/v3/hearing/118/house/54136?format=json' })
    // Without a congress, the current one's.
    expect((await h.call('/api/gov/congress-hearing?chamber=house')).status).toBe(200)
    expect(h.last().path).toBe('/v3/hearing/118/house')
    const one = await h.call('/api/gov/congress-hearing?chamber=house&jacketNumber=54136')
    expect(one.body.data.items[0]).toMatchObject({ title: 'FISCAL YEAR 2024 BUDGET REQUEST FOR U.S. EUROPEAN COMMAND', dates: [{ date: '2023-03-28' }], committees: [expect.objectContaining({ systemCode: 'hsas00' })], transcripts: [expect.objectContaining({ type: 'Formatted Text' }), expect.objectContaining({ type: 'PDF' })] })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-hearing', [['jacketNumber=54136', 'chamber'], ['chamber=joint', 'chamber']])
  })
})

describe('gov.congress-member', () => {
  it('lists members of a state and district, passing currentMember', async () => {
    const { body } = await h.call('/api/gov/congress-member?state=ca&district=11&currentMember=true')
    expect(body.data.items[0]).toStrictEqual({
      bioguideId: 'P000197', name: 'Pelosi, Nancy', partyName: 'Democratic', state: 'California', district: 11, terms: [{ chamber: 'House of Representatives', startYear: 1987 }],
      depiction: { attribution: 'Image courtesy of the Member', imageUrl: 'https://www.congress.gov/img/member/p000197_200.jpg' }, updateDate: '2025-01-03T12:42:18Z', apiUrl: 'https://api.congress.gov/v3/member/P000197?format=json',
    })
    expect(h.last().params).toMatchObject({ currentMember: 'true' })
  })
  it('looks up one member in full', async () => {
    const { body } = await h.call('/api/gov/congress-member?bioguideId=P000197')
    expect(body.data.items[0]).toMatchObject({
      directOrderName: 'Nancy Pelosi', firstName: 'Nancy', lastName: 'Pelosi', suffixName: null, nickName: null, honorificName: 'Ms.', birthYear: '1940', deathYear: null,
      officialWebsiteUrl: 'https://pelosi.house.gov/', partyHistory: [{ partyAbbreviation: 'D', partyName: 'Democratic', startYear: 1987 }], leadership: [{ congress: 116, type: 'Speaker of the House' }],
      sponsoredLegislation: { count: 330 }, cosponsoredLegislation: { count: 4519 }, terms: [expect.objectContaining({ congress: 100, stateCode: 'CA' })],
    })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-member', [['bioguideId=p000197', 'bioguideId'], ['district=5', 'state'], ['state=CA&district=61', 'district'], ['currentMember=maybe', 'currentMember']])
  })
})

describe('gov.congress-nomination', () => {
  it('lists nominations and looks one up with its action history', async () => {
    expect((await h.call('/api/gov/congress-nomination?congress=118')).body.data.items[0]).toMatchObject({ citation: 'PN1084', number: 1084, partNumber: '00', organization: 'Department of Commerce', nominationType: { isCivilian: true, isMilitary: false } })
    // A number without a congress: of the current one.
    const one = await h.call('/api/gov/congress-nomination?number=1084')
    expect(one.body.data.items[0]).toMatchObject({ citation: 'PN1084', organization: 'Department of Commerce', nominees: [expect.objectContaining({ positionTitle: 'Assistant Secretary of Commerce', organization: 'Department of Commerce' })], actions: [expect.objectContaining({ actionCode: 'S05120' }), expect.objectContaining({ actionCode: 'S05110' })] })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-nomination', [['number=0', 'number']])
  })
})

describe('gov.congress-record', () => {
  it('answers issues of a day with section links, total null', async () => {
    const { body } = await h.call('/api/gov/congress-record?year=2023&month=5&day=4')
    expect(body.data.total).toBeNull()
    expect(body.data.items).toEqual([{ id: 26958, congress: 118, session: 1, issue: '76', volume: 169, publishDate: '2023-05-04', links: expect.objectContaining({ Senate: expect.objectContaining({ Label: 'Senate Section' }) }) }])
    expect(h.last().params).toMatchObject({ y: '2023', m: '5', d: '4' })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-record', [['day=4', 'month'], ['month=4', 'year'], ['year=1872', 'year'], ['year=2023&month=13', 'month']])
  })
})

describe('gov.congress-treaty', () => {
  it('lists treaties and looks one up with parties and actions', async () => {
    expect((await h.call('/api/gov/congress-treaty?congress=118')).body.data.items[0]).toStrictEqual({ congressReceived: 118, congressConsidered: null, number: 4, suffix: null, topic: 'Taxation', transmittedDate: '2023-06-21T00:00:00Z', updateDate: '2024-01-19T15:55:03Z', countriesPartiesCount: 1, apiUrl: 'https://api.congress.gov/v3/treaty/118/4?format=json' })
    // A number without a congress: received in the current one.
    const one = await h.call('/api/gov/congress-treaty?number=4')
    expect(one.body.data.items[0]).toMatchObject({ congressConsidered: 118, parties: [{ name: 'Chile' }], actions: [expect.objectContaining({ actionCode: 'S05291' })], titles: [expect.objectContaining({ title: 'Tax Convention with Chile' })] })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/congress-treaty', [['congress=118&suffix=A', 'number'], ['congress=118&number=4&suffix=AB', 'suffix']])
  })
})
