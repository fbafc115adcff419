import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { govPlugin } from '../src/index.ts'

const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: `usaspending/${name}` })

describe('gov.usaspending-awards', () => {
  let server: FixtureServer
  let answer: FixtureAnswer
  beforeAll(async () => {
    server = await serveFixtures({ 'POST /api/v2/search/spending_by_award/': () => answer })
  })
  afterAll(() => server.close())
  beforeEach(() => {
    answer = fixture('awards.json')
  })
  const call = async (query: string) => {
    const app = createTestApp({ plugins: [govPlugin], config: { upstreams: { usaspending: { baseUrl: server.url, timeoutMs: 2000 } }, prices: { 'gov.usaspending-awards': 0 } } })
    const response = await app.request(`/api/gov/usaspending-awards?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('posts the search filters and answers awards with links', async () => {
    const { status, body } = await call('recipient=lockheed%20martin&agency=Department%20of%20Defense&from=2022-01-01&to=2022-12-31&limit=2')
    expect(status).toBe(200)
    expect(server.last().json()).toEqual({
      filters: { award_type_codes: ['A', 'B', 'C', 'D'], time_period: [{ start_date: '2022-01-01', end_date: '2022-12-31' }], recipient_search_text: ['lockheed martin'], agencies: [{ type: 'awarding', tier: 'toptier', name: 'Department of Defense' }] },
      fields: ['Award ID', 'Recipient Name', 'Award Amount', 'Start Date', 'End Date', 'Awarding Agency', 'Awarding Sub Agency', 'Contract Award Type', 'Description', 'generated_internal_id'],
      page: 1, limit: 2, sort: 'Award Amount', order: 'desc',
    })
    expect(body.data).toMatchObject({ page: 1, hasNext: true, total: null })
    expect(body.data.items[0]).toStrictEqual({
      awardId: 'N0001923C0002', recipient: 'LOCKHEED MARTIN CORPORATION', amount: 11760000000, startDate: '2022-12-30', endDate: '2027-12-31',
      awardingAgency: 'Department of Defense', awardingSubAgency: 'Department of the Navy', type: 'DEFINITIVE CONTRACT', description: 'F-35 LOT 15-17 PRODUCTION',
      url: 'https://www.usaspending.gov/award/CONT_AWD_N0001923C0002_9700_-NONE-_-NONE-',
    })
    expect(body.data.items[1]).toMatchObject({ endDate: null, description: null })
  })

  it('asks the award family given, newest first when asked', async () => {
    await call('keyword=broadband&type=grants&sort=start-date')
    expect(server.last().json()).toMatchObject({ filters: { award_type_codes: ['02', '03', '04', '05'], keywords: ['broadband'] }, sort: 'Start Date' })
  })

  // USAspending's field lists differ by award family (api_contracts spending_by_award.md): loans have no
  // `Award Amount`/`Start Date`, and sorting on a field the family lacks is refused.
  it('asks loans for their own fields and sorts on them', async () => {
    await call('keyword=farm&type=loans&sort=start-date')
    expect(server.last().json()).toMatchObject({
      filters: { award_type_codes: ['07', '08'] },
      fields: ['Award ID', 'Recipient Name', 'Loan Value', 'Issued Date', 'Awarding Agency', 'Awarding Sub Agency', 'Description', 'generated_internal_id'],
      sort: 'Issued Date',
    })
  })

  it('answers a loan with its loan value and issued date', async () => {
    // Made-up row in the loan columns' shape (spending_by_award.md): no Award Amount, Start/End Date or type.
    answer = { body: { limit: 1, results: [{ internal_id: 1, 'Award ID': 'SBAHQ20L0001', 'Recipient Name': 'EXAMPLE FARM LLC', 'Loan Value': 250000, 'Issued Date': '2020-05-01', 'Awarding Agency': 'Small Business Administration', 'Awarding Sub Agency': 'Small Business Administration', Description: null, generated_internal_id: 'ASST_NON_SBAHQ20L0001_7300' }], page_metadata: { page: 1, hasNext: false } } }
    const { body } = await call('keyword=farm&type=loans')
    expect(body.data.items[0]).toMatchObject({ amount: 250000, startDate: '2020-05-01', endDate: null, type: null })
  })

  it('asks IDVs for the contract type and no end date', async () => {
    await call('recipient=acme&type=idvs')
    expect(server.last().json()).toMatchObject({
      fields: ['Award ID', 'Recipient Name', 'Award Amount', 'Start Date', 'Awarding Agency', 'Awarding Sub Agency', 'Contract Award Type', 'Description', 'generated_internal_id'],
      sort: 'Award Amount',
    })
  })

  it('asks grants for their award type', async () => {
    await call('keyword=broadband&type=grants')
    expect(server.last().json().fields).toContain('Award Type')
  })

  it('answers 400 naming agency when USAspending refuses the filter', async () => {
    answer = fixture('unprocessable.json', 422)
    expect(await call('agency=Department%20of%20Nothing')).toMatchObject({ status: 400, body: { error: expect.stringContaining('not a valid agency name') } })
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
      answer = failure.answer
      expect(await call('recipient=acme')).toMatchObject({ status: failure.status, body: { code: failure.code } })
    })
  }

  it('rejects bad input', async () => {
    for (const [query, field] of [['', 'recipient'], ['keyword=ab', 'keyword'], ['recipient=acme&type=bonds', 'type'], ['recipient=acme&from=2023-01-01&to=2022-01-01', 'to'], ['recipient=acme&limit=101', 'limit'], ['recipient=acme&sort=name', 'sort']]) {
      const { status, body } = await call(query!)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})
