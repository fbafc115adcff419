import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const INDEX = 'GET /public_disc/financial-pdfs/2024FD.zip'
const HOUSE = 'GET /data/all_transactions.json'
const SENATE = 'GET /aggregate/all_transactions.json'
const routes = {
  [INDEX]: fixture('house-disclosures/2024FD.zip'),
  [HOUSE]: fixture('stock-watcher/house-all-transactions.json'),
  [SENATE]: fixture('stock-watcher/senate-all-transactions.json'),
}
const h = govHarness({ upstreams: ['house-disclosures', 'house-stock-watcher', 'senate-stock-watcher'], routes })
describe('gov.congress-trades', () => {
  it('merges both chambers, newest transaction first', async () => {
    const { status, body } = await h.call('/api/gov/congress-trades')
    expect(status).toBe(200)
    expect(body.data.total).toBe(5)
    expect(body.data.items.map((item: { transactionDate: string }) => item.transactionDate)).toEqual(['2024-03-14', '2024-03-01', '2023-12-29', '2023-12-20', '2023-05-10'])
    expect(body.data.items[0]).toMatchObject({
      member: 'Jane Example', chamber: 'senate', party: 'R', state: 'OK', district: null, owner: 'spouse', ticker: 'MSFT', assetDescription: 'Microsoft Corporation', assetType: 'Stock', transactionType: 'sale',
      amountMin: 15001, amountMax: 50000, transactionDate: '2024-03-14', disclosureDate: '2024-04-02', daysToDisclose: 19, docUrl: 'https://efdsearch.senate.gov/search/view/ptr/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/',
      source: { provider: expect.stringContaining('Senate Stock Watcher') },
    })
    expect(body.data.items[1]).toMatchObject({ ticker: null, transactionType: 'purchase', amountMin: 50000000, amountMax: null })
  })
  it('filters by member, ticker, type, party, state and date', async () => {
    const { body } = await h.call('/api/gov/congress-trades?q=pelosi&ticker=aapl&type=partial_sale&party=D&state=ca&chamber=house&dateFrom=2023-12-01&dateTo=2023-12-31')
    expect(body.data.total).toBe(1)
    expect(body.data.items[0]).toStrictEqual({
      member: 'Nancy Pelosi', chamber: 'house', party: 'D', state: 'CA', district: 11, owner: 'spouse', ticker: 'AAPL', assetDescription: 'Apple Inc. - Common Stock', assetType: null, transactionType: 'partial_sale',
      amountMin: 500001, amountMax: 1000000, transactionDate: '2023-12-29', disclosureDate: '2024-01-17', daysToDisclose: 19, docUrl: 'https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/2024/20024542.pdf',
      source: { provider: 'House Stock Watcher (transcribed House periodic transaction reports)', url: `${h.server.url}/data/all_transactions.json`, license: 'Public record transcriptions of House Clerk filings; source filings public domain' },
    })
  })
  it('asks only the chamber requested, and answers an empty list', async () => {
    const before = h.server.requests.length
    const { body } = await h.call('/api/gov/congress-trades?chamber=senate&ticker=ZZZZ')
    expect(h.server.requests.slice(before).map((request) => request.path)).toEqual(['/aggregate/all_transactions.json'])
    expect(body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures(HOUSE, '/api/gov/congress-trades?chamber=house')
  h.failures(SENATE, '/api/gov/congress-trades')
  it('rejects bad input', () => h.rejects('/api/gov/congress-trades', [['q=', 'q'], ['ticker=ABCDEFGHIJK', 'ticker'], ['type=gift', 'type'], ['party=G', 'party'], ['state=CAL', 'state'], ['chamber=joint', 'chamber'], ['dateFrom=2024-02-01&dateTo=2024-01-01', 'dateTo'], ['limit=101', 'limit'], ['offset=100001', 'offset']]))
})

describe('gov.congress-filings', () => {
  it('reads the House index and the Senate reports, newest first', async () => {
    const { status, body } = await h.call('/api/gov/congress-filings?year=2024')
    expect(status).toBe(200)
    expect(body.data.total).toBe(4)
    expect(body.data.items.map((item: { docId: string }) => item.docId)).toEqual(['20025101', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', '11111111-2222-4333-8444-555555555555', '20024542'])
    expect(body.data.items[3]).toStrictEqual({
      docId: '20024542', chamber: 'house', memberName: 'Hon. Nancy Pelosi', state: 'CA', district: 11, filingType: 'P', filingTypeLabel: 'Periodic Transaction Report', filingYear: 2024,
      filingDate: '2024-01-17', docUrl: 'https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/2024/20024542.pdf', tradesParsed: true,
    })
    expect(body.data.items[0]).toMatchObject({ memberName: 'Hon. Pat Example Jr.', tradesParsed: false })
    expect(body.data.items[1]).toMatchObject({ chamber: 'senate', memberName: 'Jane Example', filingDate: '2024-04-02', tradesParsed: true })
  })
  it('filters House filings by kind, member and state', async () => {
    const { body } = await h.call('/api/gov/congress-filings?chamber=house&type=annual&q=nancy%20pelosi&state=CA&dateFrom=2024-01-01&dateTo=2024-12-31')
    expect(body.data.items).toEqual([expect.objectContaining({ docId: '10059210', filingType: 'O', filingTypeLabel: 'Annual report', docUrl: 'https://disclosures-clerk.house.gov/public_disc/financial-pdfs/2024/10059210.pdf', tradesParsed: false })])
    const all = await h.call('/api/gov/congress-filings?chamber=house&type=all&year=2024')
    expect(all.body.data.total).toBe(4)
  })
  it('reads every year of the dates the Clerk has an index for (the spec bounds no span)', async () => {
    const { status } = await h.call('/api/gov/congress-filings?chamber=house&dateFrom=2000-01-01&dateTo=2100-12-31')
    expect(status).toBe(200)
    const years = h.server.requests.map((request) => /\/(\d{4})FD\.zip$/.exec(request.path)?.[1]).filter(Boolean).map(Number)
    const thisYear = new Date().getUTCFullYear()
    expect([...new Set(years)].sort()).toEqual(Array.from({ length: thisYear - 2007 }, (_, index) => 2008 + index))
  })
  it('answers an empty list for a year the Clerk has not published', async () => {
    expect((await h.call('/api/gov/congress-filings?chamber=house&year=2030')).body.data).toMatchObject({ items: [], total: 0 })
  })
  const annual = '/api/gov/congress-filings?chamber=house&type=annual&year=2024'
  h.failures(INDEX, annual)
  // This source's own failure, beside the shared ones.
  it('answers 502 UPSTREAM_FAILED on an index that is not a ZIP', async () => {
    h.set(INDEX, { body: 'PK-but-not-really' })
    expect(await h.call(annual)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })
  it('rejects bad input', () => h.rejects('/api/gov/congress-filings', [['type=gifts', 'type'], ['year=2007', 'year'], ['year=2101', 'year'], ['dateFrom=2020-01-01&dateTo=2010-01-01', 'dateTo'], ['limit=0', 'limit'], ['q=' + 'x'.repeat(81), 'q']]))
})
