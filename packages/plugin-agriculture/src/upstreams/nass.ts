import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** USDA NASS Quick Stats: needs a free key (https://quickstats.nass.usda.gov/api). */
export const nass = defineUpstream({
  id: 'nass',
  name: 'USDA National Agricultural Statistics Service (Quick Stats)',
  baseUrl: 'https://quickstats.nass.usda.gov',
  docsUrl: 'https://quickstats.nass.usda.gov/api',
  ...usGovernmentWork({ data: 'NASS statistics', licenseNote: 'cite USDA NASS Quick Stats', url: 'https://www.nass.usda.gov/Data_and_Statistics/Citation_Request/index.php', attribution: 'Source: USDA National Agricultural Statistics Service, Quick Stats' }),
  key: requiredKey.query('key', 'https://quickstats.nass.usda.gov/api'),
  // No request rate is published; a query may match at most 50,000 rows (413 past it).
  timeoutMs: 30_000,
})
