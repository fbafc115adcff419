import { defineUpstream, socrataAppToken } from '@svc/core'

/**
 * NYC Open Data (Socrata SODA 2.x, `GET /resource/<dataset id>.json` with SoQL `$where`, `$order`, `$limit`):
 * ACRIS, PLUTO, DOB permits and violations, HPD violations. An app token is optional (sent as X-App-Token):
 * without one Socrata throttles by IP.
 */
export const nycOpenData = defineUpstream({
  id: 'nyc-open-data',
  name: 'NYC Open Data',
  baseUrl: 'https://data.cityofnewyork.us',
  docsUrl: 'https://dev.socrata.com/docs/endpoints',
  license: 'NYC Open Data Terms of Use (https://www.nyc.gov/home/terms-of-use.page): free to use, no warranty',
  ...socrataAppToken('data.cityofnewyork.us'),
  // Socrata publishes no fixed number for its throttle (lower without a token, per IP), so no quota is declared.
  terms: {
    url: 'https://www.nyc.gov/home/terms-of-use.page',
    commercial: { use: 'allowed', note: 'NYC Open Data is free for any use, without warranty' },
  },
  timeoutMs: 20_000,
  // Socrata answers 429 beyond its throttle; a few concurrent reads per host are enough for one call's joins.
  concurrency: 4,
})

/** Dataset ids on data.cityofnewyork.us. */
export const DATASETS = {
  acrisLegals: '8h5j-fqxa', // ACRIS Real Property Legals: document id -> borough, block, lot, address
  acrisMaster: 'bnx9-e6tj', // ACRIS Real Property Master: document type, dates, amount
  acrisParties: '636b-3b5g', // ACRIS Real Property Parties: grantors (1) and grantees (2)
  pluto: '64uk-42ks', // Primary Land Use Tax Lot Output (PLUTO), latest release
  dobPermits: 'ipu4-2q9a', // DOB Permit Issuance (BIS)
  dobViolations: '3h2n-5cm9', // DOB Violations
  hpdViolations: 'wvxf-dwi5', // HPD Housing Maintenance Code Violations
} as const
