import { join } from 'node:path'
import { type FixtureAnswer, type RecordedRequest, testPlugin, testHost } from '@svc/core/testing'
import { bankPlugin } from '@svc/plugin-bank'
import { financePlugin } from '../src/index.ts'
import { secDocuments } from './_sec.ts'

// The examples reach FRED, binlist, Razorpay IFSC, OpenFIGI, the SEC and (for bank-id-resolve, through
// bank.lookup) the FDIC on one fixture server, answered with the other tests' files.
const fixture = (name: string): FixtureAnswer => ({ file: name })
const h = testHost({
  plugins: [financePlugin, bankPlugin],
  upstreams: ['fred', 'binlist', 'razorpay-ifsc', 'openfigi', 'sec', 'sec-data', 'fdic'],
  keys: { fred: 'fred-key' },
  config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
  routes: {
    'GET /fred/series/observations': (request: RecordedRequest) => fixture(`fred/${request.query.get('series_id')}.json`),
    'GET /45717360': fixture('binlist/45717360.json'),
    'GET /HDFC0CAGSBK': fixture('ifsc/HDFC0CAGSBK.json'),
    'POST /v3/mapping': fixture('openfigi/mapping-aapl.json'),
    'POST /v3/search': fixture('openfigi/search-apple.json'),
    'GET /files/company_tickers_exchange.json': fixture('sec/company_tickers_exchange.json'),
    'GET /submissions/CIK0000320193.json': fixture('sec/submissions-CIK0000320193.json'),
    'GET /submissions/CIK0001067983.json': fixture('sec/submissions-CIK0001067983.json'),
    'GET /api/xbrl/companyfacts/CIK0000320193.json': fixture('sec/companyfacts-CIK0000320193.json'),
    'GET /api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json': fixture('sec/frames-Revenues-USD-CY2024.json'),
    ...secDocuments,
    'GET /institutions': { file: join(import.meta.dirname, '../../plugin-bank/test/fixtures/fdic/institutions-search.json') },
    'GET /history': { file: join(import.meta.dirname, '../../plugin-bank/test/fixtures/fdic/history-closures.json') },
  },
})

testPlugin(financePlugin, {
  plugins: [bankPlugin],
  upstreams: h.upstreams,
  config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
  examples: {
    'finance.amortize': { principal: 200000, rate: 6, termYears: 30, startDate: '2025-01-15', limit: 12 },
  },
})
