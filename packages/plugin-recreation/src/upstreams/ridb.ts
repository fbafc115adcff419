import { defineUpstream, requiredKey } from '@svc/core'

/** Recreation Information Database (Recreation.gov RIDB): a free key, sent as the `apikey` header. */
export const ridb = defineUpstream({
  id: 'ridb',
  name: 'Recreation.gov RIDB',
  baseUrl: 'https://ridb.recreation.gov',
  docsUrl: 'https://ridb.recreation.gov/docs',
  // Written out, not usGovernmentWork: RIDB's page (fixtures/ridb/README.md) says the data is free to use and asks for
  // credit; it does not call the data a federal work under 17 U.S.C. 105, as the preset's sentence would.
  license: 'Public domain (U.S. government data)',
  terms: {
    url: 'https://ridb.recreation.gov/docs',
    commercial: { use: 'allowed', note: 'the data is provided at no cost to encourage wide distribution; no need to ask before using it' },
    attribution: { text: 'Data source: ridb.recreation.gov (Recreation.gov)' },
  },
  key: requiredKey.header('apikey', 'https://ridb.recreation.gov/profile'),
  // 50 requests a minute per key (as RIDB's clients, e.g. Airbyte's connector, quote it).
  quota: { withKey: { requests: 50, perSeconds: 60 }, url: 'https://ridb.recreation.gov/docs' },
  timeoutMs: 20_000,
})
