import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const routes = {
  'GET /v1/candidates/': fixture('openfec/candidates.json'),
  'GET /v1/names/candidates/': fixture('openfec/names-candidates.json'),
  'GET /v1/names/committees/': fixture('openfec/names-committees.json'),
  'GET /v1/committees/': fixture('openfec/committees.json'),
  'GET /v1/committee/C00401224/': fixture('openfec/committee-C00401224.json'),
  'GET /v1/committee/C00000000/': fixture('openfec/committee-none.json'),
  'GET /v1/schedules/schedule_a/': fixture('openfec/schedule-a.json'),
  'GET /v1/schedules/schedule_b/': fixture('openfec/schedule-b.json'),
  'GET /v1/candidate/H8CA12098/totals/': fixture('openfec/candidate-totals.json'),
}
const h = govHarness({ upstreams: ['openfec'], keys: { openfec: 'fec-key' }, routes })

describe('gov.fec-candidate', () => {
  it('passes the filters and the key, and answers candidates', async () => {
    const { status, body } = await h.call('/api/gov/fec-candidate?office=H&state=ca&district=12&cycle=2024&limit=5')
    expect(status).toBe(200)
    expect(h.last().params).toEqual({ office: 'H', state: 'CA', district: '12', cycle: '2024', per_page: '5', page: '1', sort: 'name', api_key: 'fec-key' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      candidateId: 'H8CA12098', name: 'EXAMPLE, JANE Q.', party: 'DEM', partyFull: 'DEMOCRATIC PARTY', office: 'H', officeFull: 'House', state: 'CA', district: '12',
      incumbency: 'Incumbent', status: 'C', cycles: [2018, 2020, 2022, 2024], electionYears: [2018, 2020, 2022, 2024], firstFiled: '2017-11-02', lastFiled: '2023-01-05',
      hasRaisedFunds: true, url: 'https://www.fec.gov/data/candidate/H8CA12098/',
    })
  })
  it('is unavailable without a key', async () => {
    expect(await h.withoutKey('/api/gov/fec-candidate?q=example', 'openfec')).toMatchObject({ status: 503, body: { error: expect.stringContaining('SVC_UPSTREAM_OPENFEC_KEY') } })
  })
  h.failures('GET /v1/candidates/', '/api/gov/fec-candidate?q=example')
  it('rejects bad input', () => h.rejects('/api/gov/fec-candidate', [['', 'q'], ['candidateId=X123', 'candidateId'], ['office=G', 'office'], ['state=Cal', 'state'], ['q=ab&district=7', 'district'], ['q=ab&party=DEMOCRAT', 'party'], ['q=ab&cycle=2023', 'cycle'], ['q=ab&limit=101', 'limit']]))
})

describe('gov.fec', () => {
  it('searches candidates and committees by name', async () => {
    const { status, body } = await h.call('/api/gov/fec?q=smith&limit=2')
    expect(status).toBe(200)
    expect(h.server.requests.slice(-2).map((request) => request.path).sort()).toEqual(['/v1/names/candidates/', '/v1/names/committees/'])
    expect(body.data.total).toBe(4)
    expect(body.data.items[0]).toStrictEqual({ kind: 'candidate', id: 'H6WA09025', name: 'SMITH, ADAM', office: 'H', isActive: null, url: 'https://www.fec.gov/data/candidate/H6WA09025/' })
    expect(body.data.items[3]).toStrictEqual({ kind: 'committee', id: 'C00219998', name: 'FRIENDS OF ADAM SMITH', office: null, isActive: false, url: 'https://www.fec.gov/data/committee/C00219998/' })
  })
  it('asks only the kind requested', async () => {
    const before = h.server.requests.length
    const { body } = await h.call('/api/gov/fec?q=smith&type=committee')
    expect(h.server.requests.length - before).toBe(1)
    expect(body.data.items.map((item: { kind: string }) => item.kind)).toEqual(['committee', 'committee'])
  })
  h.failures('GET /v1/names/committees/', '/api/gov/fec?q=smith')
  it('rejects bad input', () => h.rejects('/api/gov/fec', [['', 'q'], ['q=a', 'q'], ['q=smith&type=pac', 'type'], ['q=smith&limit=41', 'limit']]))
})

describe('gov.fec-committee', () => {
  it('looks one committee up with its whole registration', async () => {
    const { status, body } = await h.call('/api/gov/fec-committee?committeeId=c00401224')
    expect(status).toBe(200)
    expect(body.data.meta.mode).toBe('lookup')
    expect(body.data.items[0]).toMatchObject({ committeeId: 'C00401224', name: 'ACTBLUE', committeeTypeFull: 'PAC with Non-Contribution Account - Nonqualified', designation: 'U', treasurerName: 'VAN DYCK, ERIN', street_1: 'PO BOX 441146', url: 'https://www.fec.gov/data/committee/C00401224/' })
  })
  it('answers 404 for a committee the FEC does not know', async () => {
    expect(await h.call('/api/gov/fec-committee?committeeId=C00000000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('lists by filters', async () => {
    const { body } = await h.call('/api/gov/fec-committee?q=actblue&state=ma&designation=U')
    expect(h.last().params).toMatchObject({ q: 'actblue', state: 'MA', designation: 'U', per_page: '20', page: '1' })
    expect(body.data).toMatchObject({ total: 1, meta: { mode: 'list' } })
    expect(body.data.items[0]).toStrictEqual({
      committeeId: 'C00401224', name: 'ACTBLUE', committeeType: 'V', committeeTypeFull: 'PAC with Non-Contribution Account - Nonqualified', designation: 'U', designationFull: 'Unauthorized',
      organizationType: null, party: null, partyFull: null, state: 'MA', treasurerName: 'VAN DYCK, ERIN', filingFrequency: 'M',
      cycles: [2004, 2006, 2008, 2010, 2012, 2014, 2016, 2018, 2020, 2022, 2024, 2026], candidateIds: [], firstFiled: '2004-06-01', lastFiled: '2025-01-20', url: 'https://www.fec.gov/data/committee/C00401224/',
    })
  })
  h.failures('GET /v1/committees/', '/api/gov/fec-committee?q=actblue')
  it('rejects bad input', () => h.rejects('/api/gov/fec-committee', [['', 'q'], ['committeeId=123', 'committeeId'], ['q=act&committeeType=PAC', 'committeeType'], ['q=act&designation=Z', 'designation'], ['q=act&page=0', 'page']]))
})

describe('gov.fec-contributions', () => {
  it('filters Schedule A and hands out a cursor for the next page', async () => {
    const { status, body } = await h.call('/api/gov/fec-contributions?committeeId=C99999999&employer=microsoft&state=wa&minAmount=200&from=2024-06-01&to=2024-06-30&cycle=2024&limit=2')
    expect(status).toBe(200)
    expect(h.last().params).toMatchObject({ committee_id: 'C99999999', contributor_employer: 'microsoft', contributor_state: 'WA', min_amount: '200', min_date: '2024-06-01', max_date: '2024-06-30', two_year_transaction_period: '2024', sort: '-contribution_receipt_date', per_page: '2' })
    expect(body.data.total).toBe(1842)
    expect(body.data.items[0]).toStrictEqual({
      subId: '4071520241967893645', contributorName: 'DOE, JANE', contributorCity: 'SEATTLE', contributorState: 'WA', contributorZip: '981011234', employer: 'MICROSOFT', occupation: 'ENGINEER',
      amount: 3300, date: '2024-06-30', aggregateYtd: 6600, committeeId: 'C99999999', committeeName: 'EXAMPLE FOR AMERICA', receiptType: 'CONTRIBUTION', isIndividual: true, memo: null,
      pdfUrl: 'https://docquery.fec.gov/cgi-bin/fecimg/?202407159662311542',
    })
    await h.call(`/api/gov/fec-contributions?committeeId=C99999999&limit=2&cursor=${body.data.nextCursor}`)
    expect(h.last().params).toMatchObject({ last_index: '4052920241956183522', last_contribution_receipt_date: '2024-06-28' })
  })
  it('answers an empty list when nothing matches', async () => {
    h.set('GET /v1/schedules/schedule_a/', fixture('openfec/committee-none.json'))
    const { body } = await h.call('/api/gov/fec-contributions?contributorName=nobody')
    expect(body.data).toMatchObject({ items: [], total: 0, nextCursor: null })
  })
  it('has no next cursor on a short page', async () => {
    const { body } = await h.call('/api/gov/fec-contributions?contributorName=doe&limit=20')
    expect(body.data.nextCursor).toBeNull()
  })
  h.failures('GET /v1/schedules/schedule_a/', '/api/gov/fec-contributions?contributorName=doe')
  it('rejects bad input', () => h.rejects('/api/gov/fec-contributions', [['', 'committeeId'], ['state=WA', 'committeeId'], ['contributorName=doe&minAmount=-1', 'minAmount'], ['contributorName=doe&from=2024-02-01&to=2024-01-01', 'to'], ['contributorName=doe&cursor=eyJ4IjoiMSJ9', 'cursor'], ['contributorName=doe&cursor=%25%25', 'cursor'], ['contributorName=doe&limit=0', 'limit']]))
})

describe('gov.fec-expenditures', () => {
  it('filters Schedule B', async () => {
    const { body } = await h.call('/api/gov/fec-expenditures?committeeId=C99999999&purpose=media&limit=20')
    expect(h.last().params).toMatchObject({ committee_id: 'C99999999', disbursement_description: 'media', sort: '-disbursement_date', per_page: '20' })
    expect(body.data).toMatchObject({ total: 1, nextCursor: null })
    expect(body.data.items[0]).toStrictEqual({
      subId: '4101820241987762271', committeeId: 'C99999999', committeeName: 'EXAMPLE FOR AMERICA', recipientName: 'EXAMPLE MEDIA PARTNERS LLC', recipientCity: 'WASHINGTON', recipientState: 'DC',
      amount: 12500000, date: '2024-09-30', purpose: 'MEDIA BUY', category: 'ADVERTISING', memo: null, pdfUrl: 'https://docquery.fec.gov/cgi-bin/fecimg/?202410209677231112',
    })
  })
  h.failures('GET /v1/schedules/schedule_b/', '/api/gov/fec-expenditures?recipientName=example')
  it('rejects bad input', () => h.rejects('/api/gov/fec-expenditures', [['', 'committeeId'], ['committeeId=C1', 'committeeId'], ['purpose=a', 'purpose'], ['purpose=media&maxAmount=x', 'maxAmount'], ['purpose=media&cycle=2025', 'cycle']]))
})

describe('gov.fec-totals', () => {
  it('answers per-cycle totals of a candidate, newest first', async () => {
    const { status, body } = await h.call('/api/gov/fec-totals?candidateId=H8CA12098')
    expect(status).toBe(200)
    expect(h.last().params).toMatchObject({ sort: '-cycle', per_page: '10', page: '1' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      cycle: 2024, candidateId: 'H8CA12098', committeeId: null, receipts: 2455345.5, disbursements: 2205432.1, contributions: 2412345.5, individualContributions: 1812345.5,
      individualItemized: 1412345.5, individualUnitemized: 400000, pacContributions: 600000, partyContributions: 0, candidateContribution: 0, loans: 0,
      operatingExpenditures: 2105432.1, independentExpenditures: null, cashOnHand: 987654.32, debts: 0, coverageStart: '2023-01-01', coverageEnd: '2024-12-31',
    })
  })
  h.failures('GET /v1/candidate/H8CA12098/totals/', '/api/gov/fec-totals?candidateId=H8CA12098')
  it('rejects bad input', () => h.rejects('/api/gov/fec-totals', [['', 'candidateId'], ['candidateId=H8CA12098&committeeId=C00401224', 'candidateId'], ['committeeId=X', 'committeeId'], ['candidateId=H8CA12098&cycle=1975', 'cycle']]))
})
