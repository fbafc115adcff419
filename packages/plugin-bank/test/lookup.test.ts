import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { bankPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `fdic/${name}` })
const fdic = testHost({
  plugins: [bankPlugin],
  upstreams: ['fdic'],
  routes: { 'GET /institutions': fixture('institutions-search.json'), 'GET /history': fixture('history-closures.json') },
})

describe('bank.lookup', () => {
  it('searches names fuzzily and answers FDIC records, with the closing reason of a closed bank', async () => {
    const { status, body } = await fdic.call('/api/bank/lookup?name=wells%20fargo&status=any&limit=3')
    expect(status).toBe(200)
    expect(fdic.server.last('/institutions').params).toMatchObject({ search: 'NAME:"wells fargo"', limit: '3', offset: '0' })
    expect(fdic.server.last('/institutions').params.filters).toBeUndefined()
    expect(fdic.server.last('/history').params).toMatchObject({ filters: '(CERT:5649 AND EFFDATE:[2025-05-18 TO 2025-05-19])' })
    expect(body.data).toMatchObject({ total: 3, closures: { status: 'found' }, source: { provider: 'FDIC BankFind Suite', url: expect.stringContaining('/institutions?') } })
    expect(body.data.items[0]).toStrictEqual({
      cert: '3511', rssdId: '451965', name: 'Wells Fargo Bank, National Association', shortName: 'Wells Fargo Bank', holdingCompany: 'WELLS FARGO&COMPANY',
      webAddress: 'www.wellsfargo.com', active: true, address: '101 N Phillips Ave', city: 'Sioux Falls', state: 'SD', stateName: 'South Dakota', county: 'Minnehaha', zip: '57104',
      established: '1870-01-01', insured: '1934-01-01', charterClass: 'OCC', bankClass: { code: 'N', description: 'Commercial bank, national charter, Fed member (OCC)' },
      primaryRegulator: 'OCC', branches: 4227, assetsThousands: 1907928000, depositsThousands: 1563534000, financialsAsOf: '2026-06-30', closedDate: null, closedReason: null,
    })
    expect(body.data.items[1]).toMatchObject({ cert: '34780', assetsThousands: 2650398, depositsThousands: 1874512 })
    // FDIC leaves out the members it has no value for; the merger wins over its mirror row 810.
    expect(body.data.items[2]).toMatchObject({ name: 'Discover Bank', active: false, closedDate: '2025-05-18', closedReason: 'Merger -Without Assistance', depositsThousands: null, holdingCompany: null, financialsAsOf: null })
  })

  it('names a failure, and reads numbers written as strings (the property files type CERT as a string)', async () => {
    fdic.set('GET /institutions', { body: { meta: { total: 1 }, data: [{ data: { CERT: '59017', FED_RSSD: '4114567', NAME: 'First Republic Bank', ACTIVE: 0, CITY: 'San Francisco', STALP: 'CA', ESTYMD: '07/01/2010', ENDEFYMD: '05/01/2023', BKCLASS: 'NM', ASSET: '229069000', ID: '59017' }, score: 8.2 }], totals: { count: 1 } } })
    fdic.set('GET /history', { body: { meta: { total: 2 }, data: [
      { data: { CERT: 59017, CHANGECODE: 712, CHANGECODE_DESC: 'Branch Purchased', EFFDATE: '2023-05-01T00:00:00', ID: 'a1' }, score: 0 },
      { data: { CERT: 59017, CHANGECODE: 211, CHANGECODE_DESC: 'Failure - Whole Institution', EFFDATE: '2023-05-01T00:00:00', ID: 'a2' }, score: 0 },
    ], totals: { count: 2 } } })
    const { body } = await fdic.call('/api/bank/lookup?name=first%20republic&status=inactive')
    fdic.reset()
    expect(fdic.server.last('/history').params).toMatchObject({ filters: '(CERT:59017 AND EFFDATE:[2023-05-01 TO 2023-05-02])' })
    expect(body.data.items[0]).toMatchObject({ cert: '59017', assetsThousands: 229069000, closedDate: '2023-05-01', closedReason: 'Failure - Whole Institution' })
  })

  it('filters by certificate, RSSD id, state and status; without a name the largest first', async () => {
    await fdic.call('/api/bank/lookup?cert=0003511&rssdId=451965&state=sd')
    expect(fdic.server.last('/institutions').params).toMatchObject({ filters: 'CERT:3511 AND FED_RSSD:451965 AND STALP:SD AND ACTIVE:1', sort_by: 'ASSET', sort_order: 'DESC' })
    await fdic.call('/api/bank/lookup?state=DE&status=inactive&offset=20')
    expect(fdic.server.last('/institutions').params).toMatchObject({ filters: 'STALP:DE AND ACTIVE:0', offset: '20' })
  })

  it('needs no parameter (every one is optional in the contract): the largest active banks', async () => {
    const { status } = await fdic.call('/api/bank/lookup')
    expect(status).toBe(200)
    expect(fdic.server.last('/institutions').params).toMatchObject({ filters: 'ACTIVE:1', sort_by: 'ASSET', sort_order: 'DESC', limit: '10', offset: '0' })
  })

  it('still answers the records when the closing reasons cannot be read', async () => {
    fdic.set('GET /history', { status: 500, body: 'down' })
    const { status, body } = await fdic.call('/api/bank/lookup?name=discover&status=any')
    fdic.reset()
    expect(status).toBe(200)
    expect(body.data.closures).toMatchObject({ status: 'error', message: expect.stringContaining('FDIC') })
    expect(body.data.items[2]).toMatchObject({ closedDate: '2025-05-18', closedReason: null })
  })

  it('answers no items when nothing matches, without asking for history', async () => {
    fdic.set('GET /institutions', fixture('institutions-empty.json'))
    const before = fdic.server.requestsTo('/history').length
    const { body } = await fdic.call('/api/bank/lookup?cert=9999999')
    fdic.reset()
    expect(body.data).toMatchObject({ items: [], total: 0, closures: { status: 'not_needed' } })
    expect(fdic.server.requestsTo('/history').length).toBe(before)
  })

  fdic.failures('GET /institutions', '/api/bank/lookup?name=chase')

  it('rejects bad input', async () => {
    await fdic.rejects('/api/bank/lookup?name=a', 'name')
    await fdic.rejects(`/api/bank/lookup?name=${'a'.repeat(201)}`, 'name')
    await fdic.rejects('/api/bank/lookup?cert=12345678', 'cert')
    await fdic.rejects('/api/bank/lookup?cert=12a', 'cert')
    await fdic.rejects('/api/bank/lookup?rssdId=12345678901', 'rssdId')
    await fdic.rejects('/api/bank/lookup?state=Texas', 'state')
    await fdic.rejects('/api/bank/lookup?state=TX&status=closed', 'status')
    await fdic.rejects('/api/bank/lookup?state=TX&limit=51', 'limit')
    await fdic.rejects('/api/bank/lookup?state=TX&limit=0', 'limit')
    await fdic.rejects('/api/bank/lookup?state=TX&offset=10001', 'offset')
  })
})
