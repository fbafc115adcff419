import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { sec, secFixtures, secRoutes } from './_sec.ts'

const h = testHost({ ...secFixtures, routes: secRoutes({
  'GET /submissions/CIK0000000001.json': { status: 404, body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>' },
  'GET /api/xbrl/companyfacts/CIK0000320193.json': sec('companyfacts-CIK0000320193.json'),
  'GET /api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json': sec('frames-Revenues-USD-CY2024.json'),
  'GET /api/xbrl/frames/us-gaap/Revenues/USD/CY1999.json': { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' },
}) })

describe('finance.cik-ticker', () => {
  it('maps a ticker to its CIK, a CIK to all its tickers, and searches names', async () => {
    expect((await h.call('/api/finance/cik-ticker?ticker=aapl')).body.data).toMatchObject({ items: [{ cik: '0000320193', name: 'Apple Inc.', ticker: 'AAPL', exchange: 'Nasdaq' }], meta: { mode: 'lookup' } })
    expect((await h.call('/api/finance/cik-ticker?cik=1067983')).body.data.items.map((row: { ticker: string }) => row.ticker)).toEqual(['BRK-B', 'BRK-A'])
    const search = await h.call('/api/finance/cik-ticker?name=apple')
    expect(search.body.data.items.map((row: { ticker: string }) => row.ticker)).toEqual(['AAPL', 'APLE', 'PNXP'])
    expect(search.body.data.meta.mode).toBe('list')
    expect(h.last().headers['user-agent']).toBe('Example Ops ops@example.org')
  })
  it('answers 404 for an unknown ticker or CIK', async () => {
    expect(await h.call('/api/finance/cik-ticker?ticker=ZZZZ')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await h.call('/api/finance/cik-ticker?cik=42')).toMatchObject({ status: 404 })
  })
  h.failures('GET /files/company_tickers_exchange.json', '/api/finance/cik-ticker?ticker=AAPL')
  it('rejects bad input', async () => {
    await h.rejects('/api/finance/cik-ticker', 'ticker')
    await h.rejects('/api/finance/cik-ticker?ticker=AAPL&cik=320193', 'ticker')
    await h.rejects('/api/finance/cik-ticker?cik=12345678901', 'cik')
    await h.rejects('/api/finance/cik-ticker?ticker=1AB', 'ticker')
  })
})

describe('finance.sec-filings', () => {
  it('answers filings newest first with document URLs, filtered by form and date', async () => {
    const { status, body } = await h.call('/api/finance/sec-filings?ticker=AAPL&forms=10-k,10-q&from=2025-01-01')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 3, company: { cik: '0000320193', name: 'Apple Inc.', tickers: ['AAPL'] } })
    expect(body.data.items[0]).toStrictEqual({
      accessionNumber: '0000320193-25-000079', form: '10-K', filingDate: '2025-10-31', reportDate: '2025-09-27', acceptedAt: '2025-10-31T06:01:26.000Z',
      primaryDocument: 'aapl-20250927.htm', description: '10-K', isXbrl: true, sizeBytes: 9404361,
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm',
    })
    expect(body.data.items.map((f: { form: string }) => f.form)).toEqual(['10-K', '10-Q', '10-Q'])
    expect((await h.call('/api/finance/sec-filings?cik=320193&limit=2')).body.data.items).toHaveLength(2)
  })
  it('answers 404 for an unknown filer', async () => {
    expect(await h.call('/api/finance/sec-filings?cik=1')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'EDGAR has no filer with CIK 0000000001' } })
  })
  h.failures('GET /submissions/CIK0000320193.json', '/api/finance/sec-filings?cik=320193')
  it('rejects bad input', async () => {
    await h.rejects('/api/finance/sec-filings', 'cik')
    await h.rejects('/api/finance/sec-filings?cik=320193&forms=10 K', 'forms')
    await h.rejects('/api/finance/sec-filings?cik=320193&from=2025-02-01&to=2025-01-01', 'to')
    await h.rejects('/api/finance/sec-filings?cik=320193&limit=101', 'limit')
  })
})

describe('finance.company-facts', () => {
  it('answers the default concepts, restatements resolved, newest first, and names the missing ones', async () => {
    const { status, body } = await h.call('/api/finance/company-facts?ticker=AAPL&form=10-K')
    expect(status).toBe(200)
    const revenue = body.data.items.find((item: { concept: string }) => item.concept === 'RevenueFromContractWithCustomerExcludingAssessedTax')
    expect(revenue).toMatchObject({ taxonomy: 'us-gaap', unit: 'USD', latest: { value: 416161000000, start: '2024-09-29', end: '2025-09-27', fiscalYear: 2025, fiscalPeriod: 'FY', form: '10-K' } })
    // FY2024 appears in two filings: the later one wins, once.
    expect(revenue.history.map((p: { end: string; filed: string }) => [p.end, p.filed])).toEqual([['2025-09-27', '2025-10-31'], ['2024-09-28', '2025-10-31'], ['2023-09-30', '2024-11-01']])
    expect(body.data.missing).toEqual(expect.arrayContaining(['us-gaap:Revenues', 'us-gaap:Liabilities']))
    expect(body.data.items.find((item: { concept: string }) => item.concept === 'EarningsPerShareDiluted')).toMatchObject({ unit: 'USD/shares', latest: { value: 7.46 } })
  })
  it('answers asked concepts and periods, any form', async () => {
    const { body } = await h.call('/api/finance/company-facts?cik=320193&concepts=RevenueFromContractWithCustomerExcludingAssessedTax,dei:EntityCommonStockSharesOutstanding&periods=2')
    expect(body.data.items).toHaveLength(2)
    expect(body.data.items[0].history.map((p: { end: string }) => p.end)).toEqual(['2025-09-27', '2025-06-28'])
    expect(body.data.items[1]).toMatchObject({ taxonomy: 'dei', unit: 'shares', latest: { value: 14776353000, end: '2025-10-17' } })
  })
  h.failures('GET /api/xbrl/companyfacts/CIK0000320193.json', '/api/finance/company-facts?cik=320193')
  it('rejects bad input', async () => {
    await h.rejects('/api/finance/company-facts?cik=320193&concepts=foo:Bar', 'concepts')
    await h.rejects('/api/finance/company-facts?cik=320193&form=8-K', 'form')
    await h.rejects('/api/finance/company-facts?cik=320193&periods=41', 'periods')
  })
})

describe('finance.xbrl-frames', () => {
  it('ranks a frame by value', async () => {
    const { status, body } = await h.call('/api/finance/xbrl-frames?concept=Revenues&period=cy2024&limit=2')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 3, frame: { taxonomy: 'us-gaap', concept: 'Revenues', unit: 'USD', period: 'CY2024' } })
    expect(body.data.items).toStrictEqual([
      { cik: '0000104169', entityName: 'Walmart Inc.', location: 'US-AR', end: '2025-01-31', value: 680985000000, accessionNumber: '0000104169-25-000021' },
      { cik: '0001018724', entityName: 'AMAZON.COM, INC.', location: 'US-WA', end: '2024-12-31', value: 637959000000, accessionNumber: '0001018724-25-000004' },
    ])
    expect((await h.call('/api/finance/xbrl-frames?concept=Revenues&period=CY2024&order=asc')).body.data.items[0].entityName).toBe('EXXON MOBIL CORP')
    expect(await h.call('/api/finance/xbrl-frames?concept=Revenues&period=CY1999')).toMatchObject({ status: 404 })
  })
  h.failures('GET /api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json', '/api/finance/xbrl-frames?concept=Revenues&period=CY2024')
  it('rejects bad input', async () => {
    await h.rejects('/api/finance/xbrl-frames?period=CY2024', 'concept')
    await h.rejects('/api/finance/xbrl-frames?concept=Revenues&period=2024', 'period')
    await h.rejects('/api/finance/xbrl-frames?concept=Revenues&period=CY2024Q5', 'period')
    await h.rejects('/api/finance/xbrl-frames?concept=Revenues&period=CY2024&unit=US$', 'unit')
    await h.rejects('/api/finance/xbrl-frames?concept=Revenues&period=CY2024&limit=1001', 'limit')
  })
})

describe('finance.company-profile', () => {
  it('joins the entity, its latest filings and headline annual figures', async () => {
    const { status, body } = await h.call('/api/finance/company-profile?ticker=AAPL')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({
      cik: '0000320193', name: 'Apple Inc.', entityType: 'operating', category: 'Large accelerated filer', tickers: [{ ticker: 'AAPL', exchange: 'Nasdaq' }],
      sic: { code: '3571', description: 'Electronic Computers' }, ein: '942404110', stateOfIncorporation: 'CA', fiscalYearEnd: '0927', website: null, phone: '(408) 996-1010',
      addresses: { business: { street1: 'ONE APPLE PARK WAY', city: 'CUPERTINO', stateOrCountry: 'CA', zipCode: '95014' } },
      formerNames: [{ name: 'APPLE INC', from: '2007-01-10T00:00:00.000Z', to: '2019-08-05T00:00:00.000Z' }, { name: 'APPLE COMPUTER INC', from: '1994-01-26T00:00:00.000Z', to: '2007-01-04T00:00:00.000Z' }],
      latestFilings: { '10-K': { filingDate: '2025-10-31', reportDate: '2025-09-27' }, '10-Q': { filingDate: '2025-08-01' }, '8-K': null },
      keyFacts: {
        revenue: { value: 416161000000, unit: 'USD', end: '2025-09-27', fiscalYear: 2025, concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax' },
        netIncome: { value: 112010000000 }, assets: { value: 359241000000 }, liabilities: null, equity: null, sharesOutstanding: { value: 14776353000, unit: 'shares' },
      },
    })
  })
  h.failures('GET /submissions/CIK0000320193.json', '/api/finance/company-profile?cik=320193')
})
