import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const HOUSE = 'GET /evs/2024/roll151.xml'
const SENATE = 'GET /legislative/LIS/roll_call_votes/vote1182/vote_118_2_00153.xml'
const MENU = 'GET /legislative/LIS/roll_call_lists/vote_menu_118_2.xml'
const routes = {
  [HOUSE]: fixture('house-clerk/roll151.xml'), [SENATE]: fixture('senate/vote_118_2_00153.xml'), [MENU]: fixture('senate/vote_menu_118_2.xml'),
}
const h = govHarness({ upstreams: ['house-clerk', 'senate'], routes })
describe('gov.house-votes', () => {
  it('reads a House roll call with totals and member votes', async () => {
    const { status, body } = await h.call('/api/gov/house-votes?year=2024&roll=151')
    expect(status).toBe(200)
    expect(body.data.meta.mode).toBe('lookup')
    const item = body.data.items[0]
    expect(item).toMatchObject({
      chamber: 'house', congress: 118, session: '2nd', year: 2024, roll: 151, bill: 'H R 7888', question: 'On Passage', type: 'YEA-AND-NAY', result: 'Passed', date: '2024-04-12', time: '10:31 AM',
      description: 'Reforming Intelligence and Securing America Act', majority: 'R', totals: { yea: 273, nay: 147, present: 0, notVoting: 12 }, url: 'https://clerk.house.gov/Votes/2024151',
    })
    expect(item.byParty[0]).toEqual({ party: 'Republican', yea: 147, nay: 59, present: 0, notVoting: 12 })
    expect(item.votes).toHaveLength(5)
    expect(item.votes[3]).toEqual({ bioguideId: 'S000250', name: 'Sessions', party: 'R', state: 'TX', vote: 'Not Voting', position: 'not-voting' })
  })
  it('filters member votes', async () => {
    const { body } = await h.call('/api/gov/house-votes?year=2024&roll=151&state=ca&position=nay')
    expect(body.data.items[0].votes).toEqual([{ bioguideId: 'S001193', name: 'Swalwell', party: 'D', state: 'CA', vote: 'Nay', position: 'nay' }])
  })
  it('answers 404 for a roll call that does not exist', async () => {
    expect(await h.call('/api/gov/house-votes?year=2024&roll=999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures(HOUSE, '/api/gov/house-votes?year=2024&roll=151')
  it('rejects bad input', () => h.rejects('/api/gov/house-votes', [['roll=1', 'year'], ['year=2024', 'roll'], ['year=1989&roll=1', 'year'], ['year=2024&roll=0', 'roll'], ['year=2024&roll=1&party=X', 'party'], ['year=2024&roll=1&position=maybe', 'position']]))
})

describe('gov.senate-votes', () => {
  it('reads a Senate vote', async () => {
    const { status, body } = await h.call('/api/gov/senate-votes?congress=118&session=2&vote=153&party=i')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      chamber: 'senate', congress: 118, session: 2, year: 2024, vote: 153, date: '2024-04-20', dateText: 'April 20, 2024,  12:38 AM',
      question: 'On Passage of the Bill (H.R. 7888)', title: 'H.R. 7888', result: 'Bill Passed', resultText: 'Bill Passed (60-34)', majorityRequirement: '1/2',
      document: { type: 'H.R.', number: '7888', name: 'H.R. 7888', title: 'A bill to reform the Foreign Intelligence Surveillance Act of 1978.' },
      counts: { yea: 60, nay: 34, present: null, absent: 6 }, tieBreaker: null,
      votes: [{ lisId: 'S313', name: 'Sanders (I-VT)', firstName: 'Bernard', lastName: 'Sanders', party: 'I', state: 'VT', vote: 'Nay', position: 'nay' }],
      url: 'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1182/vote_118_2_00153.htm',
    })
  })
  it('lists the session\'s votes newest first', async () => {
    const { body } = await h.call('/api/gov/senate-votes?congress=118&session=2&limit=1&offset=1')
    expect(body.data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(body.data.items).toEqual([{ congress: 118, session: 2, vote: 152, date: '2024-04-19', issue: 'H.R. 7888', question: 'On the Amendment', result: 'Rejected', title: 'Amendment No. 1841 to H.R. 7888', counts: { yea: 34, nay: 60 } }])
  })
  it('answers an empty list for a session without votes', async () => {
    expect((await h.call('/api/gov/senate-votes?congress=150&session=1')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures(SENATE, '/api/gov/senate-votes?congress=118&session=2&vote=153')
  h.failures(MENU, '/api/gov/senate-votes?congress=118&session=2')
  it('rejects bad input', () => h.rejects('/api/gov/senate-votes', [['session=1', 'congress'], ['congress=100&session=1', 'congress'], ['congress=118&session=4', 'session'], ['congress=118&session=2&vote=0', 'vote'], ['congress=118&session=2&state=TX', 'state'], ['congress=118&session=2&limit=201', 'limit']]))
})

describe('gov.house-votes and senate-votes: an XML file answered cut short once is not kept', () => {
  // One host per test, whose calls share its cache (a roll call is kept a day, the Senate's menu an hour).
  const kept = govHarness({ upstreams: ['house-clerk', 'senate'], routes, hostPer: 'test' })
  const cases: Array<[string, string, string, string]> = [
    ['a House roll call', HOUSE, 'house-clerk/roll151.xml', '/api/gov/house-votes?year=2024&roll=151'],
    ['a Senate vote', SENATE, 'senate/vote_118_2_00153.xml', '/api/gov/senate-votes?congress=118&session=2&vote=153'],
    ['the Senate\'s vote menu', MENU, 'senate/vote_menu_118_2.xml', '/api/gov/senate-votes?congress=118&session=2'],
  ]
  for (const [what, route, file, path] of cases) {
    it(`${what}: a 502, then the whole file sent next is read and kept`, async () => {
      const whole = readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')
      kept.set(route, { body: whole.slice(0, whole.length / 2), headers: { 'content-type': 'application/xml' } })
      expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('malformed XML') } })
      kept.set(route, fixture(file))
      expect((await kept.call(path)).status).toBe(200)
      expect((await kept.call(path)).status).toBe(200)
      expect(kept.requestsTo(route)).toHaveLength(2)
    })
  }
})
