import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { stocksFixtures } from './_harness.ts'

const h = testHost(stocksFixtures)

describe('stocks.gov-spending', () => {
  it('answers federal awards newest first, passing the window', async () => {
    const data = await h.ok('/api/stocks/gov-spending?symbol=LMT&from=2021-01-01&to=2021-12-31')
    expect(data.items.map((row: { actionDate: string }) => row.actionDate)).toEqual(['2021-05-20', '2021-03-08'])
    expect(data.items[1]).toMatchObject({ recipient: 'LOCKHEED MARTIN CORPORATION', amount: 15000000, agency: 'Department of Defense', subAgency: 'Department of the Navy', performancePlace: { city: 'FORT WORTH', state: 'TEXAS', country: 'UNITED STATES' }, naicsCode: '336411' })
    expect(h.last('/api/v1/stock/usa-spending').params).toEqual({ symbol: 'LMT', from: '2021-01-01', to: '2021-12-31' })
  })
  it('rejects a window over five years', async () => {
    await h.rejects('/api/stocks/gov-spending?symbol=LMT&from=2010-01-01&to=2021-12-31', 'from')
  })
  h.failures('GET /api/v1/stock/usa-spending', '/api/stocks/gov-spending?symbol=LMT')
})

describe('stocks.h1b-visas', () => {
  it('answers visa filings with wages and worksite', async () => {
    const data = await h.ok('/api/stocks/h1b-visas?symbol=AAPL&from=2021-01-01&to=2021-06-30')
    expect(data.items).toStrictEqual([{
      caseNumber: 'I-200-21049-000000', caseStatus: 'Certified', receivedDate: '2021-02-18', visaClass: 'H-1B', jobTitle: 'SOFTWARE ENGINEER', socCode: '15-1252', fullTime: true,
      beginDate: '2021-03-01', endDate: '2024-02-29', employer: 'APPLE INC.', worksite: { city: 'CUPERTINO', state: 'CA' }, wageFrom: 160000, wageTo: null, wageUnit: 'Year', wageLevel: 'III', fiscalYear: 2021, fiscalQuarter: 2,
    }])
  })
  h.failures('GET /api/v1/stock/visa-application', '/api/stocks/h1b-visas?symbol=AAPL')
})

describe('stocks.insider-sentiment', () => {
  it('answers months newest first with net shares and MSPR', async () => {
    const data = await h.ok('/api/stocks/insider-sentiment?symbol=TSLA&from=2021-01-01&to=2022-03-01')
    expect(data.items).toStrictEqual([{ month: '2022-01', netShares: -1250, mspr: -5.6521735 }, { month: '2021-03', netShares: 5540, mspr: 12.209097 }])
  })
  it('rejects bad dates naming the field', async () => {
    await h.rejects('/api/stocks/insider-sentiment?symbol=TSLA&to=2021-02-29', 'to')
  })
  h.failures('GET /api/v1/stock/insider-sentiment', '/api/stocks/insider-sentiment?symbol=TSLA')
})

describe('stocks.lobbying', () => {
  it('answers lobbying filings with amounts and the filing document', async () => {
    const data = await h.ok('/api/stocks/lobbying?symbol=AAPL&from=2022-01-01&to=2022-12-31')
    expect(data.items[0]).toMatchObject({ date: '2022-04-20', year: 2022, period: 'first_quarter', client: 'APPLE INC.', expenses: 2500000, income: null, houseRegistrantId: '31893' })
  })
  h.failures('GET /api/v1/stock/lobbying', '/api/stocks/lobbying?symbol=AAPL')
})

describe('stocks.patents', () => {
  it('answers patents newest publication first; an application has no patent number', async () => {
    const data = await h.ok('/api/stocks/patents?symbol=AAPL&from=2021-01-01&to=2021-12-31&limit=1')
    expect(data.total).toBe(2)
    expect(data.items).toStrictEqual([{ applicationNumber: '16/000,001', patentNumber: null, title: 'Illustrative display device with touch sensing', status: 'Application', type: 'Utility', filingDate: '2020-06-01', publicationDate: '2021-12-02', applicants: ['Apple Inc.'], url: 'https://example.com/patents/illustrative-1' }])
  })
  h.failures('GET /api/v1/stock/uspto-patent', '/api/stocks/patents?symbol=AAPL')
})
