import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { INDEX_LIMITS } from '../src/disclosures/house-index.ts'
import { PDF_LIMITS } from '../src/disclosures/house-ptr.ts'
import { fixture, govHarness } from './_gov.ts'

const INDEX = 'GET /public_disc/financial-pdfs/2024FD.zip'
const PTR_PDF = 'GET /public_disc/ptr-pdfs/2024/20024542.pdf'
const PAPER_PDF = 'GET /public_disc/ptr-pdfs/2024/8221216.pdf'
const EFD_HOME = 'GET /search/home/'
const EFD_AGREE = 'POST /search/home/'
const EFD_SEARCH = 'POST /search/report/data/'
const EFD_PTR = 'GET /search/view/ptr/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/'
const routes = {
  [INDEX]: fixture('house-disclosures/2024FD.zip'),
  [PTR_PDF]: fixture('house-disclosures/20024542.pdf'),
  [PAPER_PDF]: fixture('house-disclosures/8221216.pdf'),
  [EFD_HOME]: { file: 'senate-efd/home.html', headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'csrftoken=fixtureCsrfCookie; expires=Tue, 30 Nov 2027 01:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure' } },
  [EFD_AGREE]: { status: 302, body: '', headers: { location: '/search/', 'set-cookie': 'sessionid=fixtureSession; expires=Tue, 14 Dec 2026 01:00:00 GMT; HttpOnly; Max-Age=1209600; Path=/; SameSite=Lax; Secure' } },
  [EFD_SEARCH]: fixture('senate-efd/report-data.json'),
  [EFD_PTR]: { file: 'senate-efd/ptr.html', headers: { 'content-type': 'text/html; charset=utf-8' } },
  'GET /congress-legislators/legislators-current.json': fixture('congress-legislators/legislators-current.json'),
}
const h = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes })
const WINDOW = 'dateFrom=2023-11-01&dateTo=2024-02-29'

describe('gov.congress-trades', () => {
  it('reads the House PTR PDFs and the Senate eFD reports, newest transaction first', async () => {
    const { status, body } = await h.call(`/api/gov/congress-trades?${WINDOW}`)
    expect(status).toBe(200)
    expect(body.data.total).toBe(5)
    expect(body.data.items.map((item: { transactionDate: string }) => item.transactionDate)).toEqual(['2024-01-10', '2023-12-29', '2023-12-20', '2023-12-05', '2023-11-02'])
    expect(body.data.items[0]).toStrictEqual({
      member: 'Alex Padilla', chamber: 'senate', party: 'D', state: 'CA', district: null, owner: 'spouse', ticker: 'MSFT', assetDescription: 'Microsoft Corporation', assetType: 'Stock', transactionType: 'sale',
      amountMin: 15001, amountMax: 50000, transactionDate: '2024-01-10', disclosureDate: '2024-02-02', daysToDisclose: 23, docUrl: 'https://efdsearch.senate.gov/search/view/ptr/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/',
      source: { provider: 'U.S. Senate Electronic Financial Disclosures (eFD)', url: `${h.server.url}/search/view/ptr/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/`, license: expect.stringContaining('13107') },
    })
    expect(body.data.items[1]).toStrictEqual({
      member: 'Nancy Pelosi', chamber: 'house', party: 'D', state: 'CA', district: 11, owner: 'spouse', ticker: 'AAPL', assetDescription: 'Apple Inc. - Common Stock', assetType: 'Stock', transactionType: 'partial_sale',
      amountMin: 500001, amountMax: 1000000, transactionDate: '2023-12-29', disclosureDate: '2024-01-17', daysToDisclose: 19, docUrl: 'https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/2024/20024542.pdf',
      source: { provider: 'Clerk of the U.S. House: Financial Disclosure Reports', url: `${h.server.url}/public_disc/ptr-pdfs/2024/20024542.pdf`, license: expect.stringContaining('13107') },
    })
    // A wrapped amount and asset name (the PDF's second row), a row without a ticker (the third).
    expect(body.data.items[2]).toMatchObject({ ticker: 'NVDA', assetDescription: 'NVIDIA Corporation - Common Stock', assetType: 'Stock Option', transactionType: 'purchase', amountMin: 1000001, amountMax: 5000000 })
    expect(body.data.items[4]).toMatchObject({ owner: 'joint', ticker: null, assetDescription: 'Example Municipal Bond Fund Series B', transactionType: 'exchange', amountMin: 1001, amountMax: 15000 })
    // The eFD session (kept by this process, so opened by the first call): the agreement accepted with the form's token...
    expect(new URLSearchParams(h.server.requestsTo(EFD_AGREE)[0]!.body).get('csrfmiddlewaretoken')).toBe('fixtureMiddlewareToken0123456789abcdef')
    expect(new URLSearchParams(h.server.requestsTo(EFD_AGREE)[0]!.body).get('prohibition_agreement')).toBe('1')
    // ...then the search with both cookies and the CSRF header, for the reports filed in the window.
    const search = h.server.requestsTo(EFD_SEARCH).at(-1)!
    const form = new URLSearchParams(search.body)
    expect(Object.fromEntries(['report_types', 'submitted_start_date', 'submitted_end_date'].map((name) => [name, form.get(name)]))).toEqual({
      report_types: '[11]', submitted_start_date: '11/01/2023 00:00:00', submitted_end_date: '04/29/2024 23:59:59',
    })
    expect(search.headers.cookie).toBe('csrftoken=fixtureCsrfCookie; sessionid=fixtureSession')
    expect(search.headers['x-csrftoken']).toBe('fixtureCsrfCookie')
  })

  it('lists paper filings without rows, saying why, and never reads more reports than its bound', async () => {
    const searched = h.server.requestsTo(EFD_SEARCH).length
    const { body } = await h.call(`/api/gov/congress-trades?${WINDOW}`)
    // The search of this window and the report read are kept by this process: eFD is not asked again.
    expect(h.server.requestsTo(EFD_SEARCH)).toHaveLength(searched)
    expect(h.server.requestsTo(EFD_PTR)).toHaveLength(0)
    expect(body.data.meta).toMatchObject({ mode: 'list', filedFrom: '2023-11-01', filedTo: '2024-04-29', reportsRead: 4, reportsNotRead: 0, partial: false, chambersFailed: [] })
    expect(body.data.meta.reportsWithoutRows).toEqual([
      { chamber: 'house', member: 'Robin Example', filingDate: '2024-02-09', docUrl: 'https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/2024/8221216.pdf', reason: expect.stringContaining('scanned paper filing') },
      { chamber: 'senate', member: 'Jane Example', filingDate: '2024-01-20', docUrl: 'https://efdsearch.senate.gov/search/view/paper/11111111-2222-4333-8444-555555555555/', reason: expect.stringContaining('paper filing') },
    ])
    expect(h.server.requestsTo('GET /search/view/paper/11111111-2222-4333-8444-555555555555/')).toEqual([])
  })

  it('filters by member, ticker, type, party, state and chamber, asking only that chamber', async () => {
    const before = h.server.requests.length
    const { body } = await h.call(`/api/gov/congress-trades?q=pelosi&ticker=aapl&type=partial_sale&party=D&state=ca&chamber=house&${WINDOW}`)
    expect(body.data).toMatchObject({ total: 1, items: [{ member: 'Nancy Pelosi', ticker: 'AAPL' }] })
    expect(h.server.requests.slice(before).some((request) => request.path.startsWith('/search/'))).toBe(false)
    // No Republican filed in the window: no report is read for nothing.
    const read = h.server.requests.length
    expect((await h.call(`/api/gov/congress-trades?party=R&${WINDOW}`)).body.data).toMatchObject({ items: [], total: 0, meta: { reportsRead: 0 } })
    expect(h.server.requests.slice(read).filter((request) => request.path.includes('/ptr'))).toEqual([])
  })

  it('answers 502 when eFD answers its search with a web page (a bot wall) instead of JSON', async () => {
    h.set(EFD_SEARCH, { body: '<!DOCTYPE html><html><body>Access Denied</body></html>', headers: { 'content-type': 'text/html' } })
    // A window of its own: this process keeps the searches it has answered.
    expect(await h.call('/api/gov/congress-trades?chamber=senate&dateFrom=2023-10-01&dateTo=2024-02-29')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('web page') } })
  })

  it('answers the House\'s trades, marked partial, when eFD fails; 502 (nothing to charge for) when both chambers fail', async () => {
    h.set(EFD_SEARCH, { body: '<!DOCTYPE html><html><body>Access Denied</body></html>', headers: { 'content-type': 'text/html' } })
    const { status, body } = await h.call('/api/gov/congress-trades?dateFrom=2023-09-01&dateTo=2024-02-29')
    expect(status).toBe(200)
    expect(body.data.items.map((item: { chamber: string }) => item.chamber)).toEqual(['house', 'house', 'house'])
    expect(body.data.meta).toMatchObject({ partial: true, chambersFailed: [{ chamber: 'senate', error: expect.stringContaining('web page') }] })
    expect(body.data.source.provider).toBe('Clerk of the U.S. House: Financial Disclosure Reports')
    h.set(INDEX, { status: 500, body: 'down' })
    expect(await h.call('/api/gov/congress-trades?dateFrom=2023-08-01&dateTo=2024-02-29')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  it('opens a new session, once, when eFD answers the search with its agreement page (a session it dropped)', async () => {
    const agreed = h.server.requestsTo(EFD_AGREE).length
    let searches = 0
    h.set(EFD_SEARCH, () => (++searches === 1 ? { file: 'senate-efd/home.html', headers: { 'content-type': 'text/html' } } : fixture('senate-efd/report-data.json')))
    const { status, body } = await h.call('/api/gov/congress-trades?chamber=senate&dateFrom=2023-10-03&dateTo=2024-02-29')
    expect([status, body.data?.total, searches]).toEqual([200, 2, 2])
    expect(h.server.requestsTo(EFD_AGREE)).toHaveLength(agreed + 1)
  })

  it('answers 502 when eFD opens no session', async () => {
    h.set(EFD_AGREE, { status: 302, body: '', headers: { location: '/search/home/' } })
    // This process holds a session already: the search answers the agreement page as for a dropped one, and the new one fails.
    h.set(EFD_SEARCH, { file: 'senate-efd/home.html', headers: { 'content-type': 'text/html' } })
    expect(await h.call('/api/gov/congress-trades?chamber=senate&dateFrom=2023-10-02&dateTo=2024-02-29')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('opened no session') } })
  })

  it('answers 502 when the Clerk sends a report that is not a PDF', async () => {
    h.set(PTR_PDF, { body: '<html>Service unavailable</html>', headers: { 'content-type': 'application/pdf' } })
    expect(await h.call(`/api/gov/congress-trades?chamber=house&q=pelosi&${WINDOW}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  it('rejects bad input', () => h.rejects('/api/gov/congress-trades', [['q=', 'q'], ['ticker=ABCDEFGHIJK', 'ticker'], ['type=gift', 'type'], ['party=G', 'party'], ['state=CAL', 'state'], ['chamber=joint', 'chamber'], ['dateFrom=2024-02-01&dateTo=2024-01-01', 'dateTo'], ['limit=101', 'limit'], ['offset=100001', 'offset']]))
})

describe('gov.congress-trades terms', () => {
  const paid = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes, paid: true })
  it('is unavailable (503 naming the acknowledgement setting, before any 402) until the operator accepts the Ethics in Government Act terms', async () => {
    const url = `/api/gov/congress-trades?${WINDOW}`
    for (const id of ['house-disclosures', 'senate-efd']) {
      const { status, body } = await paid.call(url, undefined, { upstreams: { [id]: { baseUrl: paid.server.url, acceptTerms: false } } })
      expect([status, body.code], id).toEqual([503, 'UPSTREAM_NOT_CONFIGURED'])
      expect(body.error).toContain(`SVC_UPSTREAM_${id.toUpperCase().replace('-', '_')}_ACCEPT_TERMS=true`)
      expect(body.error).toContain('13107')
    }
    expect(paid.server.requests).toHaveLength(0)
    expect((await paid.call(url)).status).toBe(402)
  })
})

describe('gov.congress-filings', () => {
  it('reads the House index and the Senate eFD search, newest first', async () => {
    const { status, body } = await h.call('/api/gov/congress-filings?year=2024')
    expect(status).toBe(200)
    expect(body.data.total).toBe(5)
    expect(body.data.items.map((item: { docId: string }) => item.docId)).toEqual(['20025101', '8221216', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', '11111111-2222-4333-8444-555555555555', '20024542'])
    expect(body.data.items[4]).toStrictEqual({
      docId: '20024542', chamber: 'house', memberName: 'Hon. Nancy Pelosi', state: 'CA', district: 11, filingType: 'P', filingTypeLabel: 'Periodic Transaction Report', filingYear: 2024,
      filingDate: '2024-01-17', docUrl: 'https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/2024/20024542.pdf', tradesParsed: true,
    })
    expect(body.data.items[1]).toMatchObject({ memberName: 'Hon. Robin Example', tradesParsed: false })
    expect(body.data.items[2]).toStrictEqual({
      docId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', chamber: 'senate', memberName: 'Alex Padilla', state: null, district: null, filingType: 'P', filingTypeLabel: 'Periodic Transaction Report', filingYear: 2024,
      filingDate: '2024-02-02', docUrl: 'https://efdsearch.senate.gov/search/view/ptr/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/', tradesParsed: true,
    })
    expect(body.data.items[3]).toMatchObject({ chamber: 'senate', memberName: 'Jane Example', tradesParsed: false })
  })
  it('links a House annual or candidate report under financial-pdfs/{year}/{DocID}.pdf, a PTR under ptr-pdfs (as the Clerk and its clients do)', async () => {
    const { status, body } = await h.call('/api/gov/congress-filings?year=2024&type=all&chamber=house')
    expect(status).toBe(200)
    const linkOf = (docId: string) => body.data.items.find((item: { docId: string }) => item.docId === docId)?.docUrl
    expect(linkOf('10059210')).toBe('https://disclosures-clerk.house.gov/public_disc/financial-pdfs/2024/10059210.pdf')
    expect(linkOf('10057001')).toBe('https://disclosures-clerk.house.gov/public_disc/financial-pdfs/2024/10057001.pdf')
    expect(linkOf('20025101')).toBe('https://disclosures-clerk.house.gov/public_disc/ptr-pdfs/2024/20025101.pdf')
  })
  it('answers the House\'s filings, marked partial, when eFD fails, and counts the Senate reports past its one page', async () => {
    h.set(EFD_SEARCH, { body: '<!DOCTYPE html><html><body>Access Denied</body></html>', headers: { 'content-type': 'text/html' } })
    const failed = await h.call('/api/gov/congress-filings?year=2024&dateFrom=2024-01-02')
    expect(failed.status).toBe(200)
    expect(failed.body.data.items.every((item: { chamber: string }) => item.chamber === 'house')).toBe(true)
    expect(failed.body.data.meta).toMatchObject({ partial: true, chambersFailed: [{ chamber: 'senate', error: expect.stringContaining('web page') }] })
    expect(await h.call('/api/gov/congress-filings?chamber=senate&year=2024&dateFrom=2024-01-02')).toMatchObject({ status: 502 })
    const page = JSON.parse(readFileSync(new URL('./fixtures/senate-efd/report-data.json', import.meta.url), 'utf8'))
    h.set(EFD_SEARCH, { body: JSON.stringify({ ...page, recordsTotal: 250, recordsFiltered: 250 }), headers: { 'content-type': 'application/json' } })
    const { body } = await h.call('/api/gov/congress-filings?chamber=senate&year=2024&dateFrom=2024-01-03')
    expect(body.data).toMatchObject({ total: 2, meta: { partial: true, chambersFailed: [], senateReportsNotListed: 248 } })
  })

  it('filters House filings by kind, member and state', async () => {
    const { body } = await h.call('/api/gov/congress-filings?chamber=house&type=annual&q=nancy%20pelosi&state=CA&dateFrom=2024-01-01&dateTo=2024-12-31')
    expect(body.data.items).toEqual([expect.objectContaining({ docId: '10059210', filingType: 'O', filingTypeLabel: 'Annual report', docUrl: 'https://disclosures-clerk.house.gov/public_disc/financial-pdfs/2024/10059210.pdf', tradesParsed: false })])
    const all = await h.call('/api/gov/congress-filings?chamber=house&type=all&year=2024')
    expect(all.body.data.total).toBe(5)
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

describe('gov.congress-trades: a House PDF\'s bounds', () => {
  // Each case its own host: the PDF's bytes and what they parsed to are kept per host.
  const saved = { ...PDF_LIMITS }
  afterEach(() => Object.assign(PDF_LIMITS, saved))
  const pelosi = `/api/gov/congress-trades?chamber=house&q=pelosi&${WINDOW}`
  const cases: Array<[string, Partial<typeof PDF_LIMITS>, string]> = [
    ['is not downloaded past its size limit', { maxBytes: 1000 }, 'larger than'],
    ['is not parsed past its page limit', { maxPages: 0 }, 'more than 0 pages'],
    ['is given up past its time limit', { parseMs: 0 }, 'within 0 s'],
  ]
  for (const [what, limits, reason] of cases) {
    const host = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes })
    it(`${what}: listed without rows, saying why`, async () => {
      Object.assign(PDF_LIMITS, limits)
      const { status, body } = await host.call(pelosi)
      expect(status).toBe(200)
      expect(body.data.items).toEqual([])
      expect(body.data.meta.reportsWithoutRows).toEqual([expect.objectContaining({ member: 'Nancy Pelosi', reason: expect.stringContaining(reason) })])
    })
  }
})

describe('gov.congress-trades and congress-filings: a chamber refused for a rate limit', () => {
  // A host of its own: eFD's 429 stops its calls there for five minutes.
  const limited = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes: { ...routes, [EFD_SEARCH]: { status: 429, body: 'slow down', headers: { 'retry-after': '60' } } } })
  it('fails the call with the 429 (a retry soon gets both chambers; nothing charged), not a partial answer', async () => {
    expect(await limited.call(`/api/gov/congress-trades?${WINDOW}`)).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    expect(await limited.call('/api/gov/congress-filings?year=2024')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    expect((await limited.call('/api/gov/congress-filings?chamber=house&year=2024')).status).toBe(200)
  })
})

describe('gov.congress-trades: an eFD page past its size bound', () => {
  // A host of its own: this process keeps the eFD reports it has read, by address.
  const huge = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes: { ...routes, [EFD_PTR]: { body: `<html>${'x'.repeat(4 * 1024 * 1024)}</html>`, headers: { 'content-type': 'text/html' } } } })
  it('is not read on: the Senate\'s part fails (a 502 when asked alone)', async () => {
    expect(await huge.call(`/api/gov/congress-trades?chamber=senate&${WINDOW}`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('larger than') } })
  })
})

describe('gov.congress-filings: the House index archive\'s bounds', () => {
  // Each case its own host: the archive's bytes and what they parsed to are kept per host.
  const saved = { ...INDEX_LIMITS }
  afterEach(() => Object.assign(INDEX_LIMITS, saved))
  const cases: Array<[string, Partial<typeof INDEX_LIMITS>, string]> = [
    ['is not downloaded past its size limit', { zipBytes: 100 }, 'larger than'],
    ['is not unpacked past its size limit', { xmlBytes: 100 }, ''],
  ]
  for (const [what, limits, message] of cases) {
    const host = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes })
    it(`${what}: a 502, nothing charged`, async () => {
      Object.assign(INDEX_LIMITS, limits)
      expect(await host.call('/api/gov/congress-filings?chamber=house&year=2024')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining(message) } })
    })
  }
})

describe('gov.congress-trades and congress-filings: a House file answered broken once is not kept', () => {
  // One host per test, whose calls share its cache (the Clerk's files kept: a PTR 30 days, an index 6 hours).
  const kept = govHarness({ upstreams: ['house-disclosures', 'senate-efd', 'congress-legislators'], routes, hostPer: 'test' })
  it('a PTR PDF cut short is a 502, and the whole one the Clerk sends next is read (not the broken one kept)', async () => {
    const whole = readFileSync(new URL('./fixtures/house-disclosures/20024542.pdf', import.meta.url))
    const pelosi = `/api/gov/congress-trades?chamber=house&q=pelosi&${WINDOW}`
    kept.set(PTR_PDF, { body: new Uint8Array(whole.subarray(0, whole.length / 2)), headers: { 'content-type': 'application/pdf' } })
    expect(await kept.call(pelosi)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('not a readable PDF') } })
    kept.set(PTR_PDF, fixture('house-disclosures/20024542.pdf'))
    const { status, body } = await kept.call(pelosi)
    expect(status).toBe(200)
    expect(body.data.items.length).toBeGreaterThan(0)
    expect(body.data.meta.reportsWithoutRows ?? []).toEqual([])
    await kept.call(pelosi) // the good one is kept
    expect(kept.requestsTo(PTR_PDF)).toHaveLength(2)
  })
  it('an index that is not a ZIP is a 502, and the archive the Clerk sends next is read (not the broken one kept)', async () => {
    const year = '/api/gov/congress-filings?chamber=house&year=2024'
    kept.set(INDEX, { body: 'PK-but-not-really', headers: { 'content-type': 'application/zip' } })
    expect(await kept.call(year)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', error: expect.stringContaining('not a ZIP archive') } })
    kept.set(INDEX, fixture('house-disclosures/2024FD.zip'))
    const { status, body } = await kept.call(year)
    expect(status).toBe(200)
    expect(body.data.total).toBeGreaterThan(0)
    await kept.call(year)
    expect(kept.requestsTo(INDEX)).toHaveLength(2)
  })
})
