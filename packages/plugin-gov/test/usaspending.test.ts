import { describe, expect, it } from 'vitest'
import { fixture as recorded, govHarness } from './_gov.ts'

const ROUTE = 'POST /api/v2/search/spending_by_award/'
const fixture = (name: string, status = 200) => recorded(`usaspending/${name}`, status)

describe('gov.usaspending-awards', () => {
  const h = govHarness({ upstreams: ['usaspending'], routes: { [ROUTE]: fixture('awards.json') } })

  it('posts the search filters and answers awards with links', async () => {
    const { status, body } = await h.call('/api/gov/usaspending-awards?recipient=lockheed%20martin&agency=Department%20of%20Defense&from=2022-01-01&to=2022-12-31&limit=2')
    expect(status).toBe(200)
    expect(h.last().json()).toEqual({
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
    await h.call('/api/gov/usaspending-awards?keyword=broadband&type=grants&sort=start-date')
    expect(h.last().json()).toMatchObject({ filters: { award_type_codes: ['02', '03', '04', '05'], keywords: ['broadband'] }, sort: 'Start Date' })
  })

  // USAspending's field lists differ by award family (api_contracts spending_by_award.md): loans have no
  // `Award Amount`/`Start Date`, and sorting on a field the family lacks is refused.
  it('asks loans for their own fields and sorts on them', async () => {
    await h.call('/api/gov/usaspending-awards?keyword=farm&type=loans&sort=start-date')
    expect(h.last().json()).toMatchObject({
      filters: { award_type_codes: ['07', '08'] },
      fields: ['Award ID', 'Recipient Name', 'Loan Value', 'Issued Date', 'Awarding Agency', 'Awarding Sub Agency', 'Description', 'generated_internal_id'],
      sort: 'Issued Date',
    })
  })

  it('answers a loan with its loan value and issued date', async () => {
    // Made-up row in the loan columns' shape (spending_by_award.md): no Award Amount, Start/End Date or type.
    h.set(ROUTE, { body: { limit: 1, results: [{ internal_id: 1, 'Award ID': 'SBAHQ20L0001', 'Recipient Name': 'EXAMPLE FARM LLC', 'Loan Value': 250000, 'Issued Date': '2020-05-01', 'Awarding Agency': 'Small Business Administration', 'Awarding Sub Agency': 'Small Business Administration', Description: null, generated_internal_id: 'ASST_NON_SBAHQ20L0001_7300' }], page_metadata: { page: 1, hasNext: false } } })
    const { body } = await h.call('/api/gov/usaspending-awards?keyword=farm&type=loans')
    expect(body.data.items[0]).toMatchObject({ amount: 250000, startDate: '2020-05-01', endDate: null, type: null })
  })

  it('asks IDVs for the contract type and no end date', async () => {
    await h.call('/api/gov/usaspending-awards?recipient=acme&type=idvs')
    expect(h.last().json()).toMatchObject({
      fields: ['Award ID', 'Recipient Name', 'Award Amount', 'Start Date', 'Awarding Agency', 'Awarding Sub Agency', 'Contract Award Type', 'Description', 'generated_internal_id'],
      sort: 'Award Amount',
    })
  })

  it('asks grants for their award type', async () => {
    await h.call('/api/gov/usaspending-awards?keyword=broadband&type=grants')
    expect(h.last().json().fields).toContain('Award Type')
  })

  it('answers 400 naming agency when USAspending refuses the filter', async () => {
    h.set(ROUTE, fixture('unprocessable.json', 422))
    expect(await h.call('/api/gov/usaspending-awards?agency=Department%20of%20Nothing')).toMatchObject({ status: 400, body: { error: expect.stringContaining('not a valid agency name') } })
  })

  h.failures(ROUTE, '/api/gov/usaspending-awards?recipient=acme')

  it('rejects bad input', () => h.rejects('/api/gov/usaspending-awards', [['', 'recipient'], ['keyword=ab', 'keyword'], ['recipient=acme&type=bonds', 'type'], ['recipient=acme&from=2023-01-01&to=2022-01-01', 'to'], ['recipient=acme&limit=101', 'limit'], ['recipient=acme&sort=name', 'sort']]))
})
