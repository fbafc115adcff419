import { join } from 'node:path'
import { type FixtureAnswer, type RecordedRequest, testPlugin, testHost } from '@svc/core/testing'
import { financePlugin } from '@svc/plugin-finance'
import { govPlugin } from '@svc/plugin-gov'
import { businessPlugin } from '../src/index.ts'

// The examples reach every registry on one fixture server, answered with the other tests' files (kyb-360's
// government sources with plugin-gov's, the SEC ticker list with plugin-finance's).
const own = (name: string): FixtureAnswer => ({ file: name })
const elsewhere = (path: string): FixtureAnswer => ({ file: join(import.meta.dirname, '../..', path) })
const APPLE = 'HWUPKR0MPOU8FGXBT394'
const CT_ID = '0018y00002ExmplAAC'
/** A Socrata dataset: the count query (`$select`) and the rows. */
const socrata = (rows: string) => (request: RecordedRequest) => own(`socrata/${request.query.has('$select') ? 'count-2' : rows}.json`)
/** A Connecticut dataset answering for the fixture business only. */
const ctBusiness = (file: string) => (request: RecordedRequest) => own(`ct-open-data/${request.query.get('$where')?.includes(CT_ID) ? file : 'empty.json'}`)
const h = testHost({
  plugins: [businessPlugin, govPlugin, financePlugin],
  upstreams: ['brasilapi', 'gleif', 'ct-open-data', 'ny-open-data', 'co-open-data', 'trade-gov-csl', 'prh', 'recherche-entreprises', 'brreg', 'krs', 'companies-house', 'sam-gov', 'usaspending', 'fara', 'sec'],
  keys: { 'trade-gov-csl': 'csl-key', 'companies-house': 'ch-key', 'sam-gov': 'sam-key' },
  config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
  routes: {
    'GET /api/cnpj/v1/19131243000197': own('brasilapi/19131243000197.json'),
    'GET /api/v1/lei-records': (request) => own(`gleif/${request.query.has('filter[isin]') ? 'isin-filter-apple' : 'search-apple'}.json`),
    [`GET /api/v1/lei-records/${APPLE}`]: own('gleif/record-apple.json'),
    [`GET /api/v1/lei-records/${APPLE}/direct-parent`]: { status: 404, ...own('gleif/not-found.json') },
    [`GET /api/v1/lei-records/${APPLE}/ultimate-parent`]: { status: 404, ...own('gleif/not-found.json') },
    [`GET /api/v1/lei-records/${APPLE}/direct-children`]: own('gleif/children-apple.json'),
    [`GET /api/v1/lei-records/${APPLE}/ultimate-children`]: own('gleif/ultimate-children-apple.json'),
    [`GET /api/v1/lei-records/${APPLE}/isins`]: own('gleif/isins-apple.json'),
    'GET /resource/n7gp-d28j.json': own('ct-open-data/master-nutmeg.json'),
    'GET /resource/ka36-64k6.json': ctBusiness('principals-nutmeg.json'),
    'GET /resource/qh2m-n44y.json': ctBusiness('agents-nutmeg.json'),
    'GET /resource/ah3s-bes7.json': ctBusiness('filings-nutmeg.json'),
    'GET /resource/4ykn-tg5h.json': socrata('co-entities'),
    'GET /resource/n9v6-gdp6.json': socrata('ny-entities'),
    'GET /consolidated_screening_list/v1/search': own('trade-gov-csl/search-none.json'),
    'GET /opendata-ytj-api/v3/companies': own('prh/nokia.json'),
    'GET /search': own('recherche-entreprises/search-la-poste.json'),
    'GET /enhetsregisteret/api/enheter': own('brreg/equinor.json'),
    'GET /api/krs/OdpisAktualny/0000028860': own('krs/0000028860.json'),
    'GET /search/companies': own('companies-house/search-tesco.json'),
    'GET /entity-information/v4/entities': elsewhere('plugin-gov/test/fixtures/sam/entities.json'),
    'GET /entity-information/v4/exclusions': elsewhere('plugin-gov/test/fixtures/sam/exclusions.json'),
    'POST /api/v2/search/spending_by_award/': elsewhere('plugin-gov/test/fixtures/usaspending/awards.json'),
    'GET /api/v1/Registrants/json/Active': elsewhere('plugin-gov/test/fixtures/fara/registrants-active.json'),
    'GET /api/v1/Registrants/json/Terminated': elsewhere('plugin-gov/test/fixtures/fara/registrants-terminated.json'),
    'GET /files/company_tickers_exchange.json': elsewhere('plugin-finance/test/fixtures/sec/company_tickers_exchange.json'),
  },
})
// FARA's example without its quota: 5 requests in 10 s would hold its second list 2 s, in real time.
const upstreams = { ...h.upstreams, fara: (): { baseUrl: string; quota: [] } => ({ baseUrl: h.server.url, quota: [] }) }
testPlugin(businessPlugin, { plugins: [govPlugin, financePlugin], upstreams, config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } } })
