import { readFileSync } from 'node:fs'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { APPLE, BERKSHIRE, sec, secDocuments, secFixtures, secRoutes } from './_sec.ts'

const edgar = testHost({ ...secFixtures, routes: secRoutes({ 'GET /submissions/CIK0001067983.json': sec('submissions-CIK0001067983.json'), ...secDocuments }) })

describe('finance.insider-trades', () => {
  it('reads each Form 4 as filed (the raw XML beside the stylesheet path), newest first, with totals', async () => {
    const { status, body } = await edgar.call('/api/finance/insider-trades?ticker=AAPL')
    expect(status).toBe(200)
    expect(edgar.server.requests.some((r) => r.path === `${APPLE}/000114036125040121/wk-form4_1730759411.xml` && r.headers['user-agent'] === 'Example Ops ops@example.org')).toBe(true)
    expect(body.data).toMatchObject({ total: 4, company: { cik: '0000320193', name: 'Apple Inc.' }, summary: { filingsRead: 2, filingsAvailable: 2, sales: { count: 1, shares: 90000, value: 24214500 }, purchases: { count: 0 } } })
    expect(body.data.items[0]).toStrictEqual({
      security: 'Common Stock', derivative: false, date: '2025-11-03', code: 'S', codeDescription: 'Open market or private sale', acquiredDisposed: 'D',
      shares: 90000, pricePerShare: 269.05, value: 24214500, sharesOwnedAfter: 4116108, directOrIndirect: 'D', exercisePrice: null, underlying: null,
      owners: [{ name: 'LEVINSON ARTHUR D', cik: '0001214128', director: true, officer: false, officerTitle: null, tenPercentOwner: false, other: false }],
      form: '4', filingDate: '2025-11-04', accessionNumber: '0001140361-25-040121',
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000114036125040121/wk-form4_1730759411.xml',
    })
    expect(body.data.items.slice(1).map((row: { code: string; derivative: boolean }) => [row.code, row.derivative])).toEqual([['M', false], ['F', false], ['M', true]])
    expect(body.data.items[3]).toMatchObject({ security: 'Restricted Stock Unit', underlying: 'Common Stock', owners: [{ officer: true, officerTitle: 'Senior Vice President' }] })
  })

  it('filters by transaction code and filing date, and reports a filing it could not read', async () => {
    expect((await edgar.call('/api/finance/insider-trades?cik=320193&codes=f,s')).body.data.items.map((row: { code: string }) => row.code)).toEqual(['S', 'F'])
    expect((await edgar.call('/api/finance/insider-trades?cik=320193&from=2025-11-01')).body.data.summary).toMatchObject({ filingsAvailable: 1 })
    edgar.set(`GET ${APPLE}/000114036125039900/wk-form4_1729200001.xml`, { status: 500, body: 'down' })
    const partial = await edgar.call('/api/finance/insider-trades?cik=320193')
    edgar.reset()
    expect(partial.status).toBe(200)
    expect(partial.body.data.filings).toEqual([
      { accessionNumber: '0001140361-25-040121', filingDate: '2025-11-04', status: 'found' },
      { accessionNumber: '0001140361-25-039900', filingDate: '2025-10-17', status: 'error', message: expect.stringContaining('HTTP 500') },
    ])
    expect(partial.body.data.total).toBe(1)
  })

  edgar.failures(`GET ${APPLE}/000114036125040121/wk-form4_1730759411.xml`, '/api/finance/insider-trades?cik=320193&limit=1')
  edgar.failures('GET /submissions/CIK0000320193.json', '/api/finance/insider-trades?cik=320193')

  it('rejects bad input', async () => {
    await edgar.rejects('/api/finance/insider-trades', 'cik')
    await edgar.rejects('/api/finance/insider-trades?cik=320193&codes=PS', 'codes')
    await edgar.rejects('/api/finance/insider-trades?cik=320193&limit=41', 'limit')
    await edgar.rejects('/api/finance/insider-trades?cik=320193&from=2025-02-01&to=2025-01-01', 'to')
    await edgar.rejects('/api/finance/insider-trades?cik=320193&from=2025-02-30', 'from')
    await edgar.rejects('/api/finance/insider-trades?cik=320193&from=2025-13-01', 'from')
  })
})

describe('finance.form-144', () => {
  it('reads each notice of proposed sale as filed', async () => {
    const { status, body } = await edgar.call('/api/finance/form-144?ticker=AAPL&limit=1')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 2, filings: [{ accessionNumber: '0001959173-25-007311', status: 'found' }] })
    expect(body.data.items[0]).toStrictEqual({
      form: '144', filingDate: '2025-11-03', accessionNumber: '0001959173-25-007311', seller: 'LEVINSON ARTHUR D', relationships: ['Director'],
      sales: [{ securityClass: 'Common', broker: 'Morgan Stanley Smith Barney LLC Executive Financial Services', units: 90000, aggregateMarketValue: 24214500, unitsOutstanding: 14776353000, approxSaleDate: '2025-11-03', exchange: 'NASDAQ' }],
      acquisitions: [{ securityClass: 'Common', acquiredOn: '2000-06-19', nature: 'Stock Option Exercise', from: 'Issuer', amount: 90000 }],
      planAdoptionDates: ['2025-08-08'],
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000195917325007311/primary_doc.xml',
    })
  })

  it('answers no items when the company has no notices in the window', async () => {
    expect((await edgar.call('/api/finance/form-144?cik=320193&from=2025-12-01')).body.data).toMatchObject({ items: [], total: 0 })
  })

  edgar.failures(`GET ${APPLE}/000195917325007311/primary_doc.xml`, '/api/finance/form-144?cik=320193&limit=1')

  it('rejects bad input', async () => {
    await edgar.rejects('/api/finance/form-144?ticker=AAPL&cik=320193', 'cik')
    await edgar.rejects('/api/finance/form-144?cik=320193&limit=0', 'limit')
  })
})

describe('finance.thirteen-f', () => {
  it('answers the latest information table, largest holdings first, in dollars, with the cover page', async () => {
    const { status, body } = await edgar.call('/api/finance/thirteen-f?cik=1067983&limit=3')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      total: 4, manager: { cik: '0001067983', name: 'BERKSHIRE HATHAWAY INC' },
      filing: { accessionNumber: '0001193125-25-282901', form: '13F-HR', period: '2025-09-30', calendarQuarter: '09-30-2025', manager: 'Berkshire Hathaway Inc', entries: 4, tableValueTotal: 133414286050, portfolioValueUsd: 133414286050 },
    })
    expect(body.data.items[0]).toStrictEqual({
      issuer: 'APPLE INC', titleOfClass: 'COM', cusip: '037833100', figi: null, valueUsd: 60663054200, shares: 238212764, shareType: 'SH', putCall: null,
      investmentDiscretion: 'DFND', otherManagers: '4,8,11', votingAuthority: { sole: 238212764, shared: 0, none: 0 }, portfolioPct: 45.4697,
    })
    expect(body.data.items.map((row: { issuer: string }) => row.issuer)).toEqual(['APPLE INC', 'AMERICAN EXPRESS CO', 'BANK AMER CORP'])
  })

  it('answers 404 for a quarter without a 13F or a company that files none', async () => {
    expect(await edgar.call('/api/finance/thirteen-f?cik=1067983&period=2020-03-31')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await edgar.call('/api/finance/thirteen-f?ticker=AAPL')).toMatchObject({ status: 404 })
  })

  edgar.failures(`GET ${BERKSHIRE}/46994.xml`, '/api/finance/thirteen-f?cik=1067983')
  edgar.failures(`GET ${BERKSHIRE}/index.json`, '/api/finance/thirteen-f?cik=1067983')

  it('rejects bad input', async () => {
    await edgar.rejects('/api/finance/thirteen-f?cik=1067983&limit=501', 'limit')
    await edgar.rejects('/api/finance/thirteen-f?cik=1067983&period=2025-9-30', 'period')
  })
})

describe('finance: an EDGAR document answered cut short once is not kept', () => {
  // One host per test, whose calls share its cache (a filing document is kept a day).
  const kept = testHost({ ...secFixtures, hostPer: 'test', routes: secRoutes(secDocuments) })
  const FORM4 = `GET ${APPLE}/000114036125040121/wk-form4_1730759411.xml`
  const path = '/api/finance/insider-trades?cik=320193&limit=1'

  it('a Form 4 cut short is a 502, then the whole file sent next is read and kept', async () => {
    const whole = readFileSync(new URL('./fixtures/sec/archives/form4-000114036125040121.xml', import.meta.url), 'utf8')
    kept.set(FORM4, { body: whole.slice(0, whole.length / 2), headers: { 'content-type': 'text/xml' } })
    expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('not well-formed XML') } })
    kept.set(FORM4, secDocuments[FORM4]!)
    const served = await kept.call(path)
    expect(served.status).toBe(200)
    expect(served.body.data.items[0]).toMatchObject({ code: 'S', shares: 90000 })
    expect((await kept.call(path)).status).toBe(200)
    expect(kept.requestsTo(FORM4)).toHaveLength(2)
  })

  it('EDGAR\'s rate-limit page sent with 200 is refused as a web page (the client\'s bot-wall check), and not kept', async () => {
    // Made up for the test: the title of SEC's "Request Rate Threshold Exceeded" page, its body shortened.
    kept.set(FORM4, { body: '<!DOCTYPE html><html><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head><body><h1>Your Request Originates from an Undeclared Automated Tool</h1></body></html>', headers: { 'content-type': 'text/html' } })
    expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'blocked' } })
    kept.set(FORM4, secDocuments[FORM4]!)
    expect((await kept.call(path)).status).toBe(200)
    expect(kept.requestsTo(FORM4)).toHaveLength(2)
  })
})
