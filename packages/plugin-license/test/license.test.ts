import { testPlugin, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { licensePlugin } from '../src/index.ts'

const file = (name: string) => ({ file: name })

const h = testHost({
  plugins: [licensePlugin],
  upstreams: ['wa-open-data', 'il-open-data', 'ct-open-data', 'tx-open-data', 'ny-open-data', 'finra-brokercheck'],
  routes: {
    // One fixture server for every portal: the dataset id tells them apart.
    'GET /resource/qxh8-f4bd.json': file('socrata/wa-health.json'),
    'GET /resource/pzzh-kp68.json': file('socrata/il-idfpr.json'),
    'GET /resource/ngch-56tr.json': file('socrata/ct-dcp.json'),
    'GET /resource/7358-krk7.json': file('socrata/tx-tdlr.json'),
    'GET /resource/m8qx-ubtq.json': file('socrata/wa-contractors.json'),
    'GET /resource/yg7h-zjbf.json': file('socrata/ny-real-estate.json'),
    'GET /search/individual': file('brokercheck/individual.json'),
    'GET /search/firm': file('brokercheck/firm.json'),
  },
})
// The examples reach the state portals and BrokerCheck on the fixture server.
testPlugin(licensePlugin, { upstreams: h.upstreams })
const where = (dataset: string) => h.last(`/resource/${dataset}.json`).query.get('$where')

describe('license.medical', () => {
  it('searches every covered state at once, each reported on its own', async () => {
    const data = await h.ok('/api/license/medical?lastName=Smith&firstName=Jo&type=physician')
    expect(data.total).toBeNull()
    expect(data.items).toHaveLength(2)
    expect(data.items[0]).toStrictEqual({
      state: 'WA', agency: 'Washington State Department of Health', name: 'JOHN A SMITH', holder: 'individual', licenseNumber: 'MD00012345', licenseType: 'Physician And Surgeon License',
      status: 'ACTIVE', active: true, issued: '2001-07-01', expires: '2027-06-30', city: null, holderState: null, discipline: 'No', details: { lastIssued: '2025-06-01' },
    })
    expect(data.items[1]).toMatchObject({ state: 'IL', name: 'JOHN B SMITH', licenseType: 'LICENSED PHYSICIAN AND SURGEON', issued: '2001-07-01', expires: '2026-07-31', discipline: null, details: { profession: 'MEDICAL' } })
    expect(data.meta.registries.map((registry: { state: string; status: string }) => [registry.state, registry.status])).toEqual([['WA', 'found'], ['IL', 'found']])
    expect(where('qxh8-f4bd')).toBe("upper(lastname) = 'SMITH' AND upper(firstname) like 'JO%' AND upper(credentialtype) like '%PHYSICIAN%'")
    // Illinois holds every profession: the health ones only.
    expect(where('pzzh-kp68')).toContain("upper(license_type) like '%NURS%'")
  })

  it('asks only the state given, active only, quoting the caller text', async () => {
    await h.ok("/api/license/medical?state=wa&lastName=O'Brien&activeOnly=true")
    expect(where('qxh8-f4bd')).toBe("upper(lastname) = 'O''BRIEN' AND upper(status) = 'ACTIVE'")
  })

  it('reports a failing state on its own section', async () => {
    h.set('GET /resource/pzzh-kp68.json', { status: 500, body: 'down' })
    const data = await h.ok('/api/license/medical?licenseNumber=MD00012345')
    expect(data.items).toHaveLength(1)
    expect(data.meta.registries[1]).toMatchObject({ state: 'IL', status: 'error', message: expect.stringContaining('HTTP 500') })
  })

  it('names the bad field (400, before payment)', async () => {
    await h.rejects('/api/license/medical', 'lastName')
    await h.rejects('/api/license/medical?firstName=John', 'lastName')
    await h.rejects('/api/license/medical?state=NY&lastName=Smith', 'state')
    await h.rejects('/api/license/medical?lastName=Sm1th', 'lastName')
    await h.rejects("/api/license/medical?licenseNumber=1'%20OR%201=1", 'licenseNumber')
    await h.rejects('/api/license/medical?state=WA&businessName=Clinic', 'businessName')
    await h.rejects('/api/license/medical?lastName=Smith&limit=51', 'limit')
  })

  h.failures('GET /resource/qxh8-f4bd.json', '/api/license/medical?state=WA&lastName=Smith')
})

describe('license.real-estate', () => {
  it('answers real estate licenses of Illinois and Connecticut, inactive ones too', async () => {
    const data = await h.ok('/api/license/real-estate?state=CT&lastName=Smith&firstName=Jane')
    expect(data.items[0]).toMatchObject({ state: 'CT', name: 'JANE Q SMITH', licenseNumber: 'RES.0801234', licenseType: 'REAL ESTATE SALESPERSON', status: 'INACTIVE', active: false, expires: '2024-05-31', details: { statusReason: 'LAPSED DUE TO NON-RENEWAL' } })
    expect(where('ngch-56tr')).toBe("upper(name) like '% SMITH' AND upper(name) like 'JANE%' AND (upper(credential) like '%REAL ESTATE%')")
  })

  it('answers New York active licenses by the holder name written last name first', async () => {
    const data = await h.ok('/api/license/real-estate?state=NY&lastName=Smith&firstName=Jane')
    expect(data.items[0]).toStrictEqual({
      state: 'NY', agency: 'New York Department of State', name: 'SMITH JANE Q', holder: 'individual', licenseNumber: '10301200001', licenseType: 'ASSOCIATE BROKER', status: null, active: true,
      issued: null, expires: '2099-08-25', city: 'NEW CITY', holderState: 'NY', discipline: null, details: { businessName: 'EXAMPLE REALTY LLC', county: null },
    })
    expect(where('yg7h-zjbf')).toBe("upper(license_holder_name) like 'SMITH JANE%'")
  })

  h.failures('GET /resource/ngch-56tr.json', '/api/license/real-estate?state=CT&businessName=Example%20Realty')
})

describe('license.trades', () => {
  it('judges a Texas license (no status column) active by its expiry, and filters on activeOnly', async () => {
    const all = await h.ok('/api/license/trades?state=TX&businessName=Electric')
    expect(all.items.map((item: { licenseNumber: string; active: boolean }) => [item.licenseNumber, item.active])).toEqual([['12345', true], ['12346', false]])
    expect(all.items[0]).toMatchObject({ name: 'DOE, JOHN', licenseType: 'Electrical Contractor (EC)', expires: '2099-12-31', city: 'HOUSTON TX 77002', details: { businessName: 'EXAMPLE ELECTRIC LLC', county: 'HARRIS' } })
    const active = await h.ok('/api/license/trades?state=TX&businessName=Electric&activeOnly=true')
    expect(active.items.map((item: { licenseNumber: string }) => item.licenseNumber)).toEqual(['12345'])
  })

  it('reads Washington contractors by their principal', async () => {
    const data = await h.ok('/api/license/trades?state=WA&lastName=Doe&firstName=John')
    expect(data.items[0]).toMatchObject({ state: 'WA', name: 'EVERGREEN PLUMBING LLC', holder: 'business', licenseType: 'Construction Contractor (Plumbing)', active: true, details: { principal: 'DOE, JOHN Q.', ubi: '604123456' } })
    expect(where('m8qx-ubtq')).toBe("upper(primaryprincipalname) like 'DOE, JOHN%'")
  })

  h.failures('GET /resource/7358-krk7.json', '/api/license/trades?state=TX&licenseNumber=12345')
})

describe('license.broker', () => {
  it('answers brokers with registration status, disclosures and employers', async () => {
    const data = await h.ok('/api/license/broker?name=Jane%20Smith')
    expect(data.items[0]).toStrictEqual({
      kind: 'individual', crd: '1234567', name: 'JANE Q EXAMPLE', otherNames: ['JANE Q. EXAMPLE-SMITH'], brokerStatus: 'active', investmentAdviserStatus: 'inactive', hasDisclosures: true,
      finraRegistrations: 3, employments: 2, inIndustrySince: '2004-06-15', currentEmployers: [{ firmCrd: '7691', firm: 'EXAMPLE SECURITIES, INC.', city: 'NEW YORK', state: 'NY' }],
      url: 'https://brokercheck.finra.org/individual/summary/1234567',
    })
    expect(h.last().params).toMatchObject({ query: 'Jane Smith', nrows: '10', wt: 'json' })
  })

  it('answers firms, and a CRD lookup keeps only that CRD', async () => {
    const data = await h.ok('/api/license/broker?crd=7691&kind=firm')
    expect(data.items[0]).toMatchObject({ kind: 'firm', crd: '7691', name: 'EXAMPLE SECURITIES, INC.', brokerStatus: 'active', hasDisclosures: false, secNumber: '8-12345', branches: 12, city: 'New York', state: 'NY' })
    expect((await h.ok('/api/license/broker?crd=999')).items).toEqual([])
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/license/broker', 'name')
    await h.rejects('/api/license/broker?crd=12a', 'crd')
    await h.rejects('/api/license/broker?crd=1&name=Jane', 'crd')
    await h.rejects('/api/license/broker?name=Jane&kind=bank', 'kind')
  })

  h.failures('GET /search/individual', '/api/license/broker?name=Jane%20Smith')
})
