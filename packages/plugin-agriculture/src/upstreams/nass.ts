import { defineUpstream } from '@svc/core'

/** USDA NASS Quick Stats: needs a free key (https://quickstats.nass.usda.gov/api). */
export const nass = defineUpstream({
  id: 'nass',
  name: 'USDA National Agricultural Statistics Service (Quick Stats)',
  baseUrl: 'https://quickstats.nass.usda.gov',
  docsUrl: 'https://quickstats.nass.usda.gov/api',
  license: 'Public domain (U.S. government work); cite USDA NASS Quick Stats',
  key: { required: true, in: 'query', name: 'key', signupUrl: 'https://quickstats.nass.usda.gov/api' },
  // No request rate is published; a query may match at most 50,000 rows (413 past it).
  terms: {
    url: 'https://www.nass.usda.gov/Data_and_Statistics/Citation_Request/index.php',
    commercial: { use: 'allowed', note: 'NASS statistics are U.S. government works, in the public domain' },
    attribution: { text: 'Source: USDA National Agricultural Statistics Service, Quick Stats' },
  },
  timeoutMs: 30_000,
})
