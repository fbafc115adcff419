import { upstreamFailureCases, testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

const ct = (name: string): FixtureAnswer => ({ file: `ct-open-data/${name}` })
const MASTER = 'GET /resource/n7gp-d28j.json'
const PRINCIPALS = 'GET /resource/ka36-64k6.json'
const AGENTS = 'GET /resource/qh2m-n44y.json'
const FILINGS = 'GET /resource/ah3s-bes7.json'
const ID = '0018y00002ExmplAAC'
/** Each dataset answers for the fixture business only, as a `$where` on another value matches no row. */
const forBusiness = (file: string) => (request: { query: URLSearchParams }) => ct(request.query.get('$where')!.includes(ID) ? file : 'empty.json')
const registry = testHost({
  plugins: [businessPlugin],
  upstreams: ['ct-open-data'],
  routes: {
    [MASTER]: (request) => {
      const where = request.query.get('$where')!
      return ct(where.includes('NUTMEG') || where.includes(ID) || where.includes("'1234567'") ? 'master-nutmeg.json' : where.includes('BRIEN') ? 'master-dissolved.json' : 'empty.json')
    },
    [PRINCIPALS]: forBusiness('principals-nutmeg.json'),
    [AGENTS]: forBusiness('agents-nutmeg.json'),
    [FILINGS]: forBusiness('filings-nutmeg.json'),
  },
})
const call = (query: string) => registry.call(`/api/business/entity-profile?state=CT&${query}`)
const sent = (route: string) => registry.server.last(route).params

const NUTMEG = {
  state: 'CT', entityId: ID, accountNumber: '1234567', name: 'EXAMPLE NUTMEG CONSULTING LLC', status: 'Active', subStatus: null, type: 'LLC', citizenship: 'Domestic',
  formationJurisdiction: 'Connecticut', registrationDate: '2019-10-01', dissolutionDate: null, annualReportDueDate: '2025-03-31',
  mailingAddress: 'PO Box 1200, Hartford, CT, 06101, United States', businessAddress: '10 Constitution Plaza, Hartford, CT, 06103, United States',
  email: 'OFFICE@EXAMPLE-NUTMEG.COM', naics: 'Administrative Management and General Management Consulting Services (541611)',
  ownership: { womanOwned: true, veteranOwned: false, minorityOwned: true, disabilityOwned: false, lgbtqiOwned: false },
}

describe('business.entity-profile', () => {
  it('profiles a business by account number: master, officers, registered agent and recent filings', async () => {
    const { status, body } = await call('accountNumber=1234567')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 1, meta: { identifier: 'accountNumber' }, source: { provider: 'Connecticut Secretary of the State (data.ct.gov)' } })
    expect(body.data.items[0]).toStrictEqual({
      ...NUTMEG,
      officers: [
        { name: 'JANE Q EXAMPLE', title: 'Member', type: 'Individual', address: '10 Constitution Plaza, Hartford, CT, 06103, United States' },
        { name: 'NUTMEG HOLDCO LLC', title: 'Manager', type: 'Business', address: '1 Financial Plaza, Suite 400, Hartford, CT, 06103' },
        { name: 'RAJ EXAMPLE', title: 'Member', type: 'Individual', address: null },
      ],
      registeredAgent: { name: 'NORTHEAST REGISTERED AGENTS INC.', type: 'Business', phone: null, email: null, address: '90 State House Square, Floor 7, Hartford, CT, 06103, United States' },
      filings: [
        { filingNumber: '0012345678', category: 'Annual Report', filingType: 'Annual Report', filedOn: '2024-03-12' },
        { filingNumber: '0011223344', category: 'Change', filingType: 'Interim Notice', filedOn: '2022-06-01' },
        { filingNumber: '0009876543', category: 'Business Formation', filingType: 'Certificate of Organization', filedOn: '2019-10-01' },
      ],
      sections: {
        master: { status: 'found' },
        officers: { status: 'found', count: 3 },
        agent: { status: 'found', note: expect.stringContaining('phone and email are null') },
        filings: { status: 'found', count: 3 },
      },
    })
    // The master first, then the three datasets on the master's id.
    expect(sent(MASTER)).toEqual({ $where: "accountnumber = '1234567'", $order: 'date_registration DESC,id', $limit: '1' })
    expect(sent(PRINCIPALS)).toEqual({ $where: `business_id = '${ID}'`, $order: 'name__c', $limit: '100' })
    expect(sent(AGENTS)).toEqual({ $where: `business_key = '${ID}'`, $limit: '1' })
    expect(sent(FILINGS)).toEqual({ $where: `account = '${ID}'`, $order: 'filing_date DESC,name DESC', $limit: '10' })
    // Residence addresses are never passed on.
    expect(JSON.stringify(body.data)).not.toContain('Elm Street')
  })

  it('takes the most recent registration whose name contains the words, quoting them for SoQL', async () => {
    const { status, body } = await call("name=o'brien&filingsLimit=3")
    expect(status).toBe(200)
    expect(sent(MASTER)).toEqual({ $where: "upper(name) like '%O''BRIEN%'", $order: 'date_registration DESC,id', $limit: '1' })
    expect(sent(FILINGS).$limit).toBe('3')
    expect(body.data.meta.identifier).toBe('name')
    expect(body.data.items[0]).toMatchObject({
      entityId: '0018y00001OldCoAAE', accountNumber: '0668349', status: 'Dissolved', subStatus: 'Ready for dissolution', type: 'Stock', citizenship: 'Foreign',
      formationJurisdiction: 'New York', registrationDate: null, dissolutionDate: '2019-04-17', mailingAddress: null, businessAddress: 'No information provided',
      ownership: { womanOwned: null, veteranOwned: null, minorityOwned: null, disabilityOwned: null, lgbtqiOwned: null },
      officers: [], registeredAgent: null, filings: [],
      sections: { master: { status: 'found' }, officers: { status: 'not_found', count: 0 }, agent: { status: 'not_found' }, filings: { status: 'not_found', count: 0 } },
    })
  })

  it('asks the four datasets at once by entity id, and sends the app token when one is configured', async () => {
    const { status, body } = await registry.call(`/api/business/entity-profile?state=ct&entityId=${ID}`, undefined, { upstreams: { 'ct-open-data': { baseUrl: registry.server.url, key: 'app-token-1' } } })
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ ...NUTMEG, sections: { officers: { count: 3 }, filings: { count: 3 } } })
    expect(sent(MASTER).$where).toBe(`id = '${ID}'`)
    const last = registry.server.requests.slice(-4)
    expect(last.map((r) => r.path).sort()).toEqual(['/resource/ah3s-bes7.json', '/resource/ka36-64k6.json', '/resource/n7gp-d28j.json', '/resource/qh2m-n44y.json'])
    expect(last.every((r) => r.headers['x-app-token'] === 'app-token-1')).toBe(true)
    await call(`entityId=${ID}`)
    expect(registry.server.last().headers['x-app-token']).toBeUndefined()
  })

  it('reads ownership flags sent as checkbox booleans', async () => {
    registry.set(MASTER, { body: [{ id: ID, name: 'EXAMPLE NUTMEG CONSULTING LLC', woman_owned_organization: false, veteran_owned_organization: true }] })
    const { body } = await call('accountNumber=7654321')
    registry.reset()
    expect(body.data.items[0].ownership).toEqual({ womanOwned: false, veteranOwned: true, minorityOwned: null, disabilityOwned: null, lgbtqiOwned: null })
  })

  it('answers 404 for a business the registry does not have', async () => {
    for (const query of ['accountNumber=9999999', 'entityId=0018y00000NoSuchAAA', 'name=zzqq%20nothing']) {
      const { status, body } = await call(query)
      expect(status, query).toBe(404)
      expect(body.code).toBe('NOT_FOUND')
    }
  })

  for (const [route, section] of [[PRINCIPALS, 'officers'], [AGENTS, 'agent'], [FILINGS, 'filings']] as const) {
    it(`reports a failed ${section} dataset in its section and still answers the others`, async () => {
      for (const failure of upstreamFailureCases) {
        registry.set(route, failure.answer)
        const { status, body } = await call('accountNumber=1234567')
        registry.reset()
        expect(status, failure.name).toBe(200)
        const item = body.data.items[0]
        expect(item.sections[section], failure.name).toMatchObject({ status: 'error', message: expect.stringContaining('Connecticut Secretary of the State') })
        expect(item[section === 'agent' ? 'registeredAgent' : section]).toBeNull()
        expect(item).toMatchObject({ name: 'EXAMPLE NUTMEG CONSULTING LLC', sections: { master: { status: 'found' } } })
        expect(Object.values(item.sections).filter((part: any) => part.status === 'error')).toHaveLength(1)
      }
    })
  }

  it('keeps the officers, agent and filings when the master fails on an entity-id lookup', async () => {
    registry.set(MASTER, { status: 500, body: 'Internal Server Error' })
    const { status, body } = await call(`entityId=${ID}`)
    registry.reset()
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ entityId: ID, name: null, status: null, ownership: { womanOwned: null }, sections: { master: { status: 'error' }, officers: { status: 'found' }, agent: { status: 'found' }, filings: { status: 'found' } } })
    expect(body.data.items[0].officers).toHaveLength(3)
  })

  it('fails (uncharged) when no dataset answers', async () => {
    for (const route of [MASTER, PRINCIPALS, AGENTS, FILINGS]) registry.set(route, { status: 429, headers: { 'retry-after': '30' }, body: 'Too Many Requests' })
    const { status, body } = await call(`entityId=${ID}`)
    registry.reset()
    expect(status).toBe(429)
    expect(body.code).toBe('UPSTREAM_RATE_LIMIT')
  })

  // By account number or name the master gives the id the others need: its failure is the call's.
  registry.failures(MASTER, '/api/business/entity-profile?state=CT&accountNumber=1234567')

  registry.refusals('/api/business/entity-profile', [
    ['accountNumber=1234567', 'state'], ['state=NY&accountNumber=1234567', 'state'], ['state=CT', 'entityId'],
    ['state=CT&accountNumber=1234567&name=nutmeg', 'name'], [`state=CT&entityId=${ID}&accountNumber=1234567`, 'accountNumber'],
    ['state=CT&entityId=1', 'entityId'], [`state=CT&entityId=${'a'.repeat(41)}`, 'entityId'], ["state=CT&entityId=12'34", 'entityId'],
    ['state=CT&accountNumber=1', 'accountNumber'], [`state=CT&accountNumber=${'1'.repeat(41)}`, 'accountNumber'], ['state=CT&accountNumber=12%20OR%201', 'accountNumber'],
    ['state=CT&name=a', 'name'], [`state=CT&name=${'a'.repeat(121)}`, 'name'],
    ['state=CT&name=nutmeg&filingsLimit=0', 'filingsLimit'], ['state=CT&name=nutmeg&filingsLimit=51', 'filingsLimit'], ['state=CT&name=nutmeg&filingsLimit=2.5', 'filingsLimit'],
  ])
})
