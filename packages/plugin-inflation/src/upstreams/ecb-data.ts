import { defineUpstream } from '@svc/core'

/**
 * The ECB Data Portal's SDMX REST API (https://data.ecb.europa.eu/help/api/data): no key, no published rate limit. ECB
 * statistics may be reused free of charge, commercially too, with the ECB named as the source
 * (https://www.ecb.europa.eu/stats/ecb_statistics/governance_and_quality_framework/html/usage_policy.en.html).
 */
export const ecbData = defineUpstream({
  id: 'ecb-data',
  name: 'ECB Data Portal',
  baseUrl: 'https://data-api.ecb.europa.eu',
  docsUrl: 'https://data.ecb.europa.eu/help/api/data',
  license: 'ECB statistics reuse policy: free reuse with the source acknowledged',
  headers: { accept: 'text/csv' },
  terms: {
    url: 'https://www.ecb.europa.eu/stats/ecb_statistics/governance_and_quality_framework/html/usage_policy.en.html',
    commercial: { use: 'allowed', note: 'free reuse, commercial included, with the source acknowledged' },
    attribution: { text: 'Source: European Central Bank (ECB Data Portal)' },
  },
})
