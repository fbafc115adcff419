import type { SvcConfigInput } from '@svc/core'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testHost } from '@svc/core/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { nonprofitPlugin } from '../src/index.ts'
import { isoDate, pub78Lines, revocationLines } from '../src/irs/build.ts'
import { findLine } from '../src/irs/lists.ts'

const CSL = 'GET /consolidated_screening_list/v1/search'
let cslFails = false

const h = testHost({
  plugins: [nonprofitPlugin],
  upstreams: ['propublica-nonprofits', 'trade-gov-csl'],
  keys: { 'trade-gov-csl': 'csl-key' },
  config: (): SvcConfigInput => ({ settings: { nonprofit: { irsListsDir: join(h.folder, 'irs') } } }),
  routes: {
    'GET /nonprofits/api/v2/organizations/530196605.json': 'propublica/organization.json',
    'GET /nonprofits/api/v2/organizations/123456789.json': 'propublica/organization-reinstated.json',
    'GET /nonprofits/api/v2/organizations/999999999.json': { status: 404, body: { error: 'Not found' } },
    [CSL]: (request) => (cslFails ? { status: 500, body: 'down' } : /revoked society/i.test(request.query.get('name') ?? '') ? 'trade-gov-csl/search-hit.json' : 'trade-gov-csl/search-none.json'),
  },
})

describe('nonprofit.screen', () => {
  it('clears a listed charity: IRS record, Pub 78 with its codes, no revocation, no sanctions hit', async () => {
    const data = await h.ok('/api/nonprofit/screen?ein=53-0196605')
    const [item] = data.items
    expect(item).toMatchObject({ ein: '53-0196605', name: 'American National Red Cross', status: 'clear', deductible: true, revoked: false, sanctionsFlagged: false, listsAsOf: '2026-11-01' })
    expect(item.irsRecord).toMatchObject({ status: 'found', subsection: '501(c)(3)', rulingDate: '1946-03-01' })
    expect(item.pub78).toEqual({ status: 'found', name: 'American National Red Cross', city: 'Washington', state: 'DC', country: 'United States', deductibility: [{ code: 'PC', meaning: 'public charity (50% limit)' }] })
    expect(item.revocation).toEqual({ status: 'not_found' })
    expect(item.sanctions).toMatchObject({ status: 'not_found', screenedName: 'American National Red Cross', flagged: false })
    expect(h.requestsTo('/consolidated_screening_list/v1/search')[0]!.query.get('name')).toBe('American National Red Cross')
  })

  it('sees a reinstated exemption as not in effect', async () => {
    const { items: [item] } = await h.ok('/api/nonprofit/screen?ein=123456789')
    expect(item).toMatchObject({ status: 'clear', revoked: false, revocation: { status: 'found', revocationDate: '2012-05-15', reinstatementDate: '2014-01-01', inEffect: false } })
  })

  it('reports a revoked organization found only on the IRS lists, and a sanctions hit on its name', async () => {
    const { items: [item] } = await h.ok('/api/nonprofit/screen?ein=000000003')
    expect(item).toMatchObject({ name: 'EXAMPLE REVOKED SOCIETY', status: 'sanctions-hit', deductible: false, revoked: true, irsRecord: { status: 'not_found' }, pub78: { status: 'not_found' }, revocation: { status: 'found', exemptionType: '03', revocationDate: '2011-05-15', inEffect: true } })
    expect(item.sanctions).toMatchObject({ status: 'found', flagged: true })
  })

  it('answers 404 for an EIN on no list', () => h.status('/api/nonprofit/screen?ein=111111111', 404, undefined, 'NOT_FOUND'))

  it('a failing sanctions screen leaves the verdict unverified', async () => {
    cslFails = true
    try {
      const { items: [item] } = await h.ok('/api/nonprofit/screen?ein=530196605')
      expect(item).toMatchObject({ status: 'unverified', sanctionsFlagged: null, sanctions: { status: 'error', message: expect.stringContaining('HTTP 500') } })
    } finally {
      cslFails = false
    }
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/nonprofit/screen', 'ein')
    await h.rejects('/api/nonprofit/screen?ein=53-019660', 'ein')
    await h.rejects('/api/nonprofit/screen?ein=530196605&threshold=0.1', 'threshold')
  })

  const withoutLists = testHost({ plugins: nonprofitPlugin, elsewhere: { 'propublica-nonprofits': 'http://127.0.0.1:9', 'trade-gov-csl': 'http://127.0.0.1:9' }, config: { upstreams: { 'trade-gov-csl': { key: 'k' } } }, paid: true })
  it('is unavailable without the lists directory (503 before any 402)', async () => {
    const body = await withoutLists.status('/api/nonprofit/screen?ein=530196605', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('settings.nonprofit.irsListsDir')
  })

  // An EIN on no IRS list: without the master file there is no name to screen, so its failure fails the call.
  h.failures('GET /nonprofits/api/v2/organizations/999999999.json', '/api/nonprofit/screen?ein=999999999')
})

describe('the IRS lists', () => {
  it('build sorted lines from the published pipe-delimited files, dates as ISO', () => {
    expect(pub78Lines('530196605|American National Red Cross|Washington|DC|United States|PC\r\n000019818|PALMER SECOND BAPTIST CHURCH|BOSTON|MA|United States|PC\r\n\r\n')).toEqual([
      '000019818|PALMER SECOND BAPTIST CHURCH|BOSTON|MA|United States|PC', '530196605|American National Red Cross|Washington|DC|United States|PC',
    ])
    expect(revocationLines('EIN|Legal Name|DBA|Address|City|State|ZIP|Country|Type|Rev|Post|Reinst\n000000003|EXAMPLE SOCIETY||1 MAIN ST|SEATTLE|WA|98101|US|03|15-MAY-2011|08-JUN-2011|')).toEqual([
      '000000003|EXAMPLE SOCIETY||SEATTLE|WA|03|2011-05-15|2011-06-08|',
    ])
    expect(isoDate('01/02/2014')).toBe('2014-01-02')
  })

  const dir = mkdtemp(join(tmpdir(), 'irs-lists-'))
  afterAll(async () => rm(await dir, { recursive: true, force: true }))
  it('find any line of a large sorted file by bisection, and nothing for an absent EIN', async () => {
    const path = join(await dir, 'big.txt')
    // Every 7th EIN from 100000000, lines of varying length.
    const eins = Array.from({ length: 5000 }, (_, index) => String(100_000_000 + index * 7))
    await writeFile(path, `${eins.map((ein, index) => `${ein}|NAME ${'X'.repeat(index % 37)}|${index}`).join('\n')}\n`)
    for (const index of [0, 1, 2, 2499, 4998, 4999]) expect(await findLine(path, eins[index]!)).toEqual([eins[index], `NAME ${'X'.repeat(index % 37)}`, String(index)])
    for (const absent of ['099999999', '100000001', '200000000']) expect(await findLine(path, absent)).toBeNull()
  })
})
