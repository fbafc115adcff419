import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { financePlugin } from '@svc/plugin-finance'
import { govPlugin } from '@svc/plugin-gov'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

// The gov plugin's recorded answers, beside its own tests.
const gov = (name: string): FixtureAnswer => ({ file: `../../../plugin-gov/test/fixtures/${name}` })
const CSL = 'GET /consolidated_screening_list/v1/search'
const kyb = testHost({
  plugins: [businessPlugin, govPlugin, financePlugin],
  upstreams: ['sam-gov', 'usaspending', 'gleif', 'trade-gov-csl', 'sec'],
  // FARA without its quota: 5 requests in 10 s would hold its second list 2 s, in real time.
  elsewhere: { fara: (): { baseUrl: string; quota: [] } => ({ baseUrl: kyb.server.url, quota: [] }) },
  keys: { 'sam-gov': 'sam-key', 'trade-gov-csl': 'csl-key' },
  // finance.cik-ticker (the SEC source) needs the User-Agent SEC requires.
  config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
  routes: {
    'GET /entity-information/v4/entities': gov('sam/entities.json'),
    'GET /entity-information/v4/exclusions': gov('sam/exclusions.json'),
    'POST /api/v2/search/spending_by_award/': gov('usaspending/awards.json'),
    'GET /api/v1/Registrants/json/Active': gov('fara/registrants-active.json'),
    'GET /api/v1/Registrants/json/Terminated': gov('fara/registrants-terminated.json'),
    'GET /api/v1/lei-records': 'gleif/search-apple.json',
    'GET /files/company_tickers_exchange.json': '../../../plugin-finance/test/fixtures/sec/company_tickers_exchange.json',
    [CSL]: (request) => `trade-gov-csl/${request.query.get('name')?.toLowerCase().includes('havin') ? 'search-havin' : 'search-none'}.json`,
  },
})
const KYB = '/api/business/kyb-360'

describe('business.kyb-360', () => {
  it('asks the six sources at once and clears a registered company with no exclusion or sanctions match', async () => {
    const { status, body } = await kyb.call(`${KYB}?name=Example%20Federal%20Services&state=va`)
    expect(status).toBe(200)
    const item = body.data.items[0]
    expect(item).toMatchObject({ query: { name: 'Example Federal Services', state: 'VA', ticker: null, threshold: 0.85 }, cleared: true, riskFlags: [] })
    expect(item.sources.registration).toMatchObject({ status: 'found', matches: [{ legalName: 'EXAMPLE FEDERAL SERVICES, LLC' }] })
    expect(item.sources.exclusions).toMatchObject({ status: 'not_found', candidates: 2, matches: [] })
    expect(item.sources.sanctions).toMatchObject({ status: 'not_found', confidence: 0, hits: [] })
    expect(item.sources).toMatchObject({ lei: { status: 'not_found' }, awards: { status: 'not_found' }, foreignAgents: { status: 'not_found' } })
    expect(item.summary).toMatch(/^Example Federal Services: no debarment or sanctions match; SAM.gov registration/)
    // `state` narrows the federal awards (the recipient's state), not the registration or exclusion searches.
    const sent = kyb.requestsTo('/entity-information/v4/entities')[0]!.query
    expect(sent.get('physicalAddressProvinceOrStateCode')).toBeNull()
    expect(kyb.requestsTo('/entity-information/v4/exclusions')[0]!.query.get('stateProvince')).toBeNull()
    const awards = JSON.parse(kyb.requestsTo('/api/v2/search/spending_by_award/')[0]!.body)
    expect(awards.filters.recipient_locations).toEqual([{ country: 'USA', state: 'VA' }])
    expect(kyb.requestsTo('/consolidated_screening_list/v1/search')[0]!.headers['subscription-key']).toBe('csl-key')
  })

  it('screens a name of 121-200 characters on every source (the registries are searched by its first 120)', async () => {
    const long = `Example Federal Services ${'Holdings International '.repeat(8)}Group`.slice(0, 190)
    const { status, body } = await kyb.call(`${KYB}?name=${encodeURIComponent(long)}`)
    expect(status).toBe(200)
    expect(body.data.items[0].riskFlags.filter((flag: string) => flag.endsWith('-unverified'))).toEqual([])
    expect(Object.values(body.data.items[0].sources).map((section) => (section as { status: string }).status)).not.toContain('error')
    expect(kyb.requestsTo('/entity-information/v4/entities')[0]!.query.get('legalBusinessName')?.length).toBeLessThanOrEqual(120)
  })

  it('flags a debarred company, and names what each source matched', async () => {
    const { body } = await kyb.call(`${KYB}?name=Example%20Paving%20and%20Construction%20Inc`)
    expect(body.data.items[0]).toMatchObject({ cleared: false, riskFlags: ['excluded-from-federal-awards', 'no-sam-registration'] })
    expect(body.data.items[0].sources.exclusions.matches[0]).toMatchObject({ name: 'EXAMPLE PAVING AND CONSTRUCTION INC', excludingAgencyCode: 'DOJ' })
  })

  it('flags a sanctions-list match with its list, programs and confidence', async () => {
    const { body } = await kyb.call(`${KYB}?name=Havin%20Bank%20Ltd`)
    expect(body.data.items[0]).toMatchObject({ cleared: false, riskFlags: expect.arrayContaining(['sanctions-list-match']) })
    expect(body.data.items[0].sources.sanctions).toMatchObject({ status: 'found', label: 'high', hits: [{ id: '906', name: 'HAVIN BANK LIMITED', list: 'Specially Designated Nationals (SDN) - Treasury Department', programs: ['CUBA'], countries: ['GB', 'CU'] }] })
  })

  it('matches federal awards by recipient and adds the SEC identity for a ticker', async () => {
    const { body } = await kyb.call(`${KYB}?name=Lockheed%20Martin%20Corporation&ticker=aapl`)
    expect(body.data.items[0].sources.awards).toMatchObject({ status: 'found', matches: [{ recipient: 'LOCKHEED MARTIN CORPORATION' }, { recipient: 'LOCKHEED MARTIN CORPORATION' }] })
    expect(body.data.items[0].sources.filingIdentity).toMatchObject({ status: 'found', matches: [{ cik: '0000320193', ticker: 'AAPL' }] })
    expect(body.data.items[0].summary).toContain('federal awards listed $')
  })

  it('reports a failing source without failing the others, and does not clear what it could not screen', async () => {
    kyb.set(CSL, { status: 500, body: 'down' })
    kyb.set('GET /api/v1/lei-records', { status: 429, body: 'slow' })
    const { status, body } = await kyb.call(`${KYB}?name=Example%20Federal%20Services`)
    kyb.reset()
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ cleared: false, riskFlags: ['sanctions-unverified', 'lei-unverified'], sources: { sanctions: { status: 'error', message: expect.stringContaining('Consolidated Screening List') }, lei: { status: 'error' }, registration: { status: 'found' } } })
  })

  it('is unavailable without the screening list key, and says which setting', async () => {
    const { status, body } = await kyb.call(`${KYB}?name=Acme`, undefined, { upstreams: { 'trade-gov-csl': { baseUrl: kyb.server.url } } })
    expect(status).toBe(503)
    expect(body.error).toContain('SVC_UPSTREAM_TRADE_GOV_CSL_KEY')
  })

  kyb.refusals(KYB, [['', 'name'], ['name=A', 'name'], [`name=${'a'.repeat(201)}`, 'name'], ['name=Acme&state=Virginia', 'state'], ['name=Acme&ticker=1ABCDEFGHIJK', 'ticker'], ['name=Acme&threshold=1.5', 'threshold'], ['name=Acme&limit=21', 'limit']])
})
