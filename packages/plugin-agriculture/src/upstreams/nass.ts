import { defineUpstream } from '@svc/core'

/** USDA NASS Quick Stats: needs a free key (https://quickstats.nass.usda.gov/api). */
export const nass = defineUpstream({
  id: 'nass',
  name: 'USDA National Agricultural Statistics Service (Quick Stats)',
  baseUrl: 'https://quickstats.nass.usda.gov',
  docsUrl: 'https://quickstats.nass.usda.gov/api',
  license: 'Public domain (U.S. government work); cite USDA NASS Quick Stats',
  key: { required: true, in: 'query', name: 'key' },
  timeoutMs: 30_000,
})
