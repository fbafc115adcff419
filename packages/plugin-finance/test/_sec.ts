import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { financePlugin } from '../src/index.ts'

/** A recorded SEC answer under `test/fixtures/sec/`. */
export const sec = (name: string): FixtureAnswer => ({ file: `sec/${name}` })
const archive = (name: string) => sec(`archives/${name}`)

export const APPLE = '/Archives/edgar/data/320193'
export const BERKSHIRE = '/Archives/edgar/data/1067983/000119312525282901'
/** The EDGAR documents the filing readers fetch: Apple's Forms 4 and 144, Berkshire's 13F. */
export const secDocuments: Record<string, FixtureAnswer> = {
  [`GET ${APPLE}/000114036125040121/wk-form4_1730759411.xml`]: archive('form4-000114036125040121.xml'),
  [`GET ${APPLE}/000114036125039900/wk-form4_1729200001.xml`]: archive('form4-000114036125039900.xml'),
  [`GET ${APPLE}/000195917325007311/primary_doc.xml`]: archive('form144-000195917325007311.xml'),
  [`GET ${APPLE}/000192109425001455/primary_doc.xml`]: archive('form144-000195917325007311.xml'),
  [`GET ${BERKSHIRE}/index.json`]: archive('13f-index-000119312525282901.json'),
  [`GET ${BERKSHIRE}/primary_doc.xml`]: archive('13f-primary_doc.xml'),
  [`GET ${BERKSHIRE}/46994.xml`]: archive('13f-46994.xml'),
}

/**
 * The SEC operations' host: both SEC upstreams, the User-Agent the SEC requires, and the two answers
 * every SEC test reads (the ticker list and Apple's submissions); a test adds its routes with `secRoutes`.
 */
export const secFixtures = {
  plugins: [financePlugin],
  upstreams: ['sec', 'sec-data'],
  config: { settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } },
} satisfies TestHostOptions

export const secRoutes = (routes: TestHostOptions['routes']): TestHostOptions['routes'] => ({
  'GET /files/company_tickers_exchange.json': sec('company_tickers_exchange.json'),
  'GET /submissions/CIK0000320193.json': sec('submissions-CIK0000320193.json'),
  ...routes,
})
