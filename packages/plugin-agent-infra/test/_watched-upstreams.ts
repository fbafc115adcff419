import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { PluginDefinition } from '@svc/core'
import type { FixtureAnswer, RecordedRequest } from '@svc/core/testing'
import { calendarPlugin } from '@svc/plugin-calendar'
import { cryptoPlugin } from '@svc/plugin-crypto'
import { dnsPlugin } from '@svc/plugin-dns'
import { domainPlugin } from '@svc/plugin-domain'
import { econPlugin } from '@svc/plugin-econ'
import { financePlugin } from '@svc/plugin-finance'
import { flightPlugin } from '@svc/plugin-flight'
import { fxPlugin } from '@svc/plugin-fx'
import { govPlugin } from '@svc/plugin-gov'
import { papersPlugin } from '@svc/plugin-papers'
import { patentsPlugin } from '@svc/plugin-patents'
import { predictPlugin } from '@svc/plugin-predict'
import { quakesPlugin } from '@svc/plugin-quakes'
import { registryPlugin } from '@svc/plugin-registry'
import { securityPlugin } from '@svc/plugin-security'
import { stocksPlugin } from '@svc/plugin-stocks'
import { weatherPlugin } from '@svc/plugin-weather'

/**
 * What watchers poll, as the workspace builds it: the plugins serving the watched groups, and their providers'
 * recorded answers (each plugin's test fixtures) on one fixture server. watcher-kinds.test.ts and the examples use them.
 */

/** The workspace plugins serving groups that watchers poll. */
export const INSTALLED: Record<string, PluginDefinition> = { calendar: calendarPlugin, crypto: cryptoPlugin, dns: dnsPlugin, domain: domainPlugin, econ: econPlugin, finance: financePlugin, flight: flightPlugin, fx: fxPlugin, gov: govPlugin, stocks: stocksPlugin, papers: papersPlugin, patents: patentsPlugin, predict: predictPlugin, quakes: quakesPlugin, registry: registryPlugin, security: securityPlugin, weather: weatherPlugin }

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
const fixtureOf = (pkg: string, path: string): FixtureAnswer => ({ file: join(packageDir(pkg), 'test/fixtures', path) })

export const VITALIK = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
export const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

/** eth_feeHistory as a node answers it: the next block's base fee is 9.5 gwei. */
const FEE_HISTORY = {
  oldestBlock: '0x1442cc0',
  baseFeePerGas: ['0x2540be400', '0x2540be400', '0x2540be400', '0x2540be400', '0x2363e7f00'],
  gasUsedRatio: [0.52, 0.47, 0.61, 0.38],
  reward: [['0x5f5e100', '0x3b9aca00', '0x77359400'], ['0x5f5e100', '0x3b9aca00', '0x77359400'], ['0xbebc200', '0x59682f00', '0xb2d05e00'], ['0x0', '0x1dcd6500', '0x3b9aca00']],
}

/** The next block's base fee the node reports (`nextBaseFee`, hex wei); a test raises it to see a change notified. */
export const rpc = { nextBaseFee: '0x2363e7f00' }

function jsonRpc(request: RecordedRequest): FixtureAnswer {
  const call = JSON.parse(request.body) as { id: number; method: string }
  if (call.method === 'eth_feeHistory') return { body: { jsonrpc: '2.0', id: call.id, result: { ...FEE_HISTORY, baseFeePerGas: [...FEE_HISTORY.baseFeePerGas.slice(0, 4), rpc.nextBaseFee] } } }
  return { body: { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `the method ${call.method} does not exist/is not available` } } }
}

export const ROUTES = {
  'GET /api/v1/calendar/earnings': fixtureOf('@svc/plugin-calendar', 'finnhub/earnings.json'),
  'GET /api/v1/calendar/ipo': fixtureOf('@svc/plugin-calendar', 'finnhub/ipo.json'),
  'GET /v2/api': fixtureOf('@svc/plugin-crypto', 'etherscan/txlist.json'),
  'GET /fng/': fixtureOf('@svc/plugin-crypto', 'alternative-me/fng-3.json'),
  'POST /info': fixtureOf('@svc/plugin-crypto', 'hyperliquid/meta-and-asset-ctxs.json'),
  'POST /': jsonRpc,
  'GET /simple/token_price/base': fixtureOf('@svc/plugin-crypto', 'coingecko/token-price-base.json'),
  'GET /api/v1/documents.json': fixtureOf('@svc/plugin-gov', 'federal-register/documents.json'),
  'GET /RestWebServices/Recall': fixtureOf('@svc/plugin-gov', 'cpsc/recalls.json'),
  'GET /files/company_tickers_exchange.json': fixtureOf('@svc/plugin-finance', 'sec/company_tickers_exchange.json'),
  'GET /stats/eurofxref/eurofxref-daily.xml': fixtureOf('@svc/plugin-convert', 'ecb/eurofxref-daily.xml'),
  'GET /api/v1/quote': fixtureOf('@svc/plugin-stocks', 'finnhub/quote.json'),
  'GET /api/v1/company-news': fixtureOf('@svc/plugin-stocks', 'finnhub/company-news.json'),
  'GET /fred/series/observations': fixtureOf('@svc/plugin-econ', 'fred/UNRATE.json'),
  'GET /fred/series/tags': fixtureOf('@svc/plugin-econ', 'fred/series-tags-UNRATE.json'),
  'GET /submissions/CIK0000320193.json': fixtureOf('@svc/plugin-finance', 'sec/submissions-CIK0000320193.json'),
  'GET /fdsnws/event/1/query': fixtureOf('@svc/plugin-quakes', 'usgs/query-m4.5-day.json'),
  'GET /alerts/active': fixtureOf('@svc/plugin-weather', 'nws/alerts-nyc.json'),
  'GET /works': fixtureOf('@svc/plugin-papers', 'openalex/works-search.json'),
  'GET /markets/slug/fed-cuts-rates-in-december-2026': fixtureOf('@svc/plugin-predict', 'polymarket-gamma/market-fed.json'),
  'GET /tiny-tarball': fixtureOf('@svc/plugin-registry', 'npm/tiny-tarball.json'),
  'GET /rdap/dns.json': fixtureOf('@svc/plugin-domain', 'iana/dns.json'),
  'GET /com/v1/domain/google.com': fixtureOf('@svc/plugin-domain', 'rdap/google.com.json'),
  'GET /flights/number/UA100': fixtureOf('@svc/plugin-flight', 'aerodatabox/flight-UA100.json'),
  'GET /api/v1/patent/applications/search': fixtureOf('@svc/plugin-patents', 'uspto-odp/search.json'),
  // A page whose headers security.http-headers grades (made up for this test).
  'GET /headers-page': { body: '<html></html>', headers: { 'content-type': 'text/html', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' } },
  // ThreatFox search and URLhaus host lookup for a domain indicator.
  'POST /api/v1/': fixtureOf('@svc/plugin-security', 'threatfox/no-result.json'),
  'POST /v1/host/': fixtureOf('@svc/plugin-security', 'urlhaus/host.json'),
}
export const UPSTREAMS = ['finnhub', 'etherscan', 'alternative-me', 'hyperliquid', 'rpc-ethereum', 'coingecko', 'federal-register', 'cpsc', 'sec', 'sec-data', 'fred', 'usgs-earthquakes', 'nws', 'ecb', 'openalex', 'polymarket-gamma', 'threatfox', 'urlhaus', 'malwarebazaar', 'npm-registry', 'iana-rdap', 'rdap-verisign-com', 'uspto-odp', 'aerodatabox']

/** The zone the local DNS server answers for the dns watcher (made up; example.org is reserved for documentation). */
export const ZONE = { records: { 'example.org': [{ type: 'MX', data: { preference: 10, exchange: 'mail.example.org' } }] } }
