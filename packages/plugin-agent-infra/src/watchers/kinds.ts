import { coordinates, optionalDate, optionalText, requiredText } from '@svc/core'
import * as v from 'valibot'
import type { Detector } from './detect.ts'

/** One kind of watcher: the catalog operation it polls, its parameters and how it tells a change. */
export interface WatcherKind {
  name: string
  watches: string
  about: string
  params: v.ObjectEntries
  /** The watched operation's input from the watcher's params, where their names differ. */
  input?: (params: Record<string, unknown>) => Record<string, unknown>
  /** Parameters of which the caller must give at least one. */
  requireOne?: string[]
  detector: Detector
  /** Default and shortest polling interval in seconds. */
  interval?: { default: number; min: number }
}

const symbol = requiredText(1, 12, 'Ticker symbol, e.g. AAPL')
const domain = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain name such as example.com'), v.description('Domain name'))

/** What a watcher of `kind` sends to the operation it polls. */
export const watchedInput = (kind: WatcherKind, params: Record<string, unknown>) => (kind.input ? kind.input(params) : params)

export const KINDS: WatcherKind[] = [
  { name: 'business-earnings', watches: 'calendar.earnings', about: 'a company\'s earnings calendar rows (a new date, or estimates and actuals filled in)', params: { ticker: symbol }, detector: { mode: 'items', id: [] }, interval: { default: 3600, min: 600 } },
  { name: 'company-news', watches: 'stocks.company-news', about: 'new news articles about a listed company', params: { symbol }, detector: { mode: 'items', id: ['id', 'url', 'headline'] } },
  { name: 'crypto-address-activity', watches: 'crypto.address-history', about: 'new transactions of an EVM address', params: { address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex digits'), v.description('EVM address')), chainId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.description('EVM chain id (default 1)')), 1) }, detector: { mode: 'items', id: ['hash'] }, interval: { default: 120, min: 60 } },
  { name: 'dns', watches: 'dns.lookup', about: 'a change in the DNS records of a name', params: { name: domain, type: v.optional(v.pipe(v.picklist(['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'CAA', 'SOA']), v.description('Record type (default A)')), 'A') }, detector: { mode: 'snapshot', ignore: ['ttl'] } },
  { name: 'earthquake', watches: 'quakes.recent', about: 'new earthquakes above a magnitude', params: { minMagnitude: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10), v.description('Smallest magnitude (default 4.5)')), 4.5) }, detector: { mode: 'items', id: ['id'] }, interval: { default: 120, min: 60 } },
  { name: 'fear-greed', watches: 'crypto.fear-greed', about: 'the crypto fear and greed index (0-100)', params: {}, detector: { mode: 'value', field: 'value' }, interval: { default: 3600, min: 600 } },
  { name: 'federal-register', watches: 'gov.federal-register-recent', about: 'new Federal Register documents by keywords, agency and type', params: { term: optionalText(2, 200, 'Full-text keywords (at least 2 characters)'), agency: optionalText(1, 120, 'Agency slug, e.g. environmental-protection-agency'), type: v.optional(v.pipe(v.picklist(['rule', 'proposed-rule', 'notice', 'presidential']), v.description('Document type'))) }, detector: { mode: 'items', id: ['documentNumber'] }, interval: { default: 1800, min: 300 } },
  { name: 'flight-status', watches: 'flight.status', about: 'a change in a flight\'s status, gates or times', params: { flight: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,3}\d{1,4}[A-Z]?$/, 'must be a flight number such as UA100'), v.description('Flight number')), date: optionalDate('Departure date') }, detector: { mode: 'snapshot', ignore: ['updatedAt'] }, interval: { default: 300, min: 60 } },
  { name: 'fred-series', watches: 'econ.fred', about: 'a new observation of a FRED series', params: { series: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.]{1,40}$/, 'must be a FRED series id such as UNRATE'), v.description('FRED series id')) }, detector: { mode: 'items', id: ['date'] }, interval: { default: 3600, min: 900 } },
  { name: 'funding-rate', watches: 'crypto.perpvenue-funding', about: 'a perpetual future\'s hourly funding rate', params: { coin: requiredText(1, 40, 'Coin, e.g. BTC') }, detector: { mode: 'value', field: 'fundingRateHourly' }, interval: { default: 600, min: 60 } },
  { name: 'fx-rate', watches: 'fx.rates', about: 'an exchange rate', params: { base: v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'), v.description('Base currency')), symbols: v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'), v.description('Quote currency')) }, detector: { mode: 'value', field: 'rate' }, interval: { default: 600, min: 60 } },
  { name: 'gas-price', watches: 'crypto.gas-oracle', about: 'an EVM chain\'s gas price', params: { chain: v.pipe(v.picklist(['base', 'ethereum', 'polygon', 'arbitrum', 'optimism']), v.description('Chain')) }, detector: { mode: 'value', field: 'baseFeeGwei' }, interval: { default: 300, min: 60 } },
  // `url` is the watcher's own webhook target: the page goes in `page` and reaches security.http-headers as its `url`.
  { name: 'http-headers', watches: 'security.http-headers', about: 'a change in the security headers a URL answers with', params: { page: v.pipe(v.string(), v.maxLength(2048), v.regex(/^https?:\/\//i, 'must be an http(s) URL'), v.description('Page to check')) }, input: (params) => ({ url: params.page }), detector: { mode: 'snapshot', ignore: ['checkedAt', 'date'] }, interval: { default: 3600, min: 600 } },
  { name: 'ioc-reputation', watches: 'security.ioc-reputation', about: 'a change in the reputation of an IP, domain, URL or hash', params: { indicator: requiredText(1, 2048, 'IP, domain, URL or file hash') }, detector: { mode: 'snapshot', ignore: ['checkedAt'] }, interval: { default: 3600, min: 600 } },
  { name: 'ipo', watches: 'calendar.ipo', about: 'new or changed rows of the IPO calendar', params: {}, detector: { mode: 'items', id: [] }, interval: { default: 3600, min: 600 } },
  { name: 'package-release', watches: 'registry.pkgjs-lookup', about: 'a new release of an npm package', params: { name: v.pipe(v.string(), v.regex(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/, 'must be an npm package name'), v.maxLength(214), v.description('Package name')) }, detector: { mode: 'field', field: 'version' }, interval: { default: 900, min: 300 } },
  { name: 'paper', watches: 'papers.search', about: 'new papers matching a search', params: { query: requiredText(1, 200, 'Search words') }, detector: { mode: 'items', id: ['doi', 'id', 'url', 'title'] }, interval: { default: 3600, min: 900 } },
  { name: 'patent', watches: 'patents.search', about: 'new patents matching a search', params: { query: requiredText(1, 200, 'Search words') }, detector: { mode: 'items', id: ['patentNumber', 'publicationNumber', 'id'] }, interval: { default: 86_400, min: 3600 } },
  { name: 'prediction-market', watches: 'predict.market', about: 'the price (probability) of a prediction market', params: { market: requiredText(1, 200, 'Market id or slug') }, detector: { mode: 'value', field: 'price' }, interval: { default: 300, min: 60 } },
  { name: 'product-recall', watches: 'gov.product-recalls', about: 'new consumer product recalls (CPSC) by product, manufacturer, title or hazard words (at least one)', params: { product: optionalText(2, 100, 'Product name words'), manufacturer: optionalText(2, 100, 'Manufacturer name'), title: optionalText(2, 100, 'Words of the recall title'), hazard: optionalText(2, 60, 'Hazard words, e.g. fire, choking') }, requireOne: ['product', 'manufacturer', 'title', 'hazard'], detector: { mode: 'items', id: ['recallNumber', 'recallId'] }, interval: { default: 3600, min: 900 } },
  { name: 'sec-filing', watches: 'finance.sec-filings', about: 'new SEC filings of a company', params: { ticker: v.optional(symbol), cik: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be 1-10 digits'), v.description('SEC CIK'))), forms: optionalText(1, 200, 'Form types, e.g. 10-K,10-Q,8-K') }, detector: { mode: 'items', id: ['accessionNumber'] }, interval: { default: 600, min: 300 } },
  { name: 'stock-price', watches: 'stocks.quote', about: 'a stock\'s price', params: { symbol }, detector: { mode: 'value', field: 'price' } },
  { name: 'token-price', watches: 'crypto.token-price', about: 'a token\'s USD price by its contract address', params: { chain: v.pipe(v.picklist(['ethereum', 'base', 'polygon', 'arbitrum', 'optimism', 'bsc', 'avalanche', 'solana']), v.description('Chain of the token')), address: v.pipe(v.string(), v.trim(), v.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'must be one contract address (0x + 40 hex) or Solana mint'), v.description('Token contract address')) }, input: ({ address, ...rest }) => ({ ...rest, addresses: address }), detector: { mode: 'value', field: 'price' } },
  { name: 'weather-alert', watches: 'weather.alerts', about: 'new weather alerts at a point', params: coordinates(), detector: { mode: 'items', id: ['id'] }, interval: { default: 300, min: 120 } },
  { name: 'whois', watches: 'domain.whois', about: 'a change in a domain\'s registration (registrar, expiry, name servers, status)', params: { domain }, detector: { mode: 'snapshot', ignore: ['queriedAt'] }, interval: { default: 86_400, min: 3600 } },
]
