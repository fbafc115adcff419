import { defineUpstream } from '@svc/core'

/**
 * The GLEIF API (Global Legal Entity Identifier Foundation): LEI records, relationships, ISIN mappings; no key, no
 * registration (https://documenter.getpostman.com/view/7679680/SVYrrxuU). GLEIF limits each user to 60 requests a
 * minute. LEI data are CC0: free for any use, no attribution needed (https://www.gleif.org/en/meta/lei-data-terms-of-use).
 */
export const gleif = defineUpstream({
  id: 'gleif',
  name: 'GLEIF',
  baseUrl: 'https://api.gleif.org',
  docsUrl: 'https://www.gleif.org/en/lei-data/gleif-api',
  license: 'CC0 1.0 (LEI data, https://www.gleif.org/en/meta/lei-data-terms-of-use)',
  timeoutMs: 15_000,
  headers: { accept: 'application/vnd.api+json' },
  quota: { withoutKey: { requests: 60, perSeconds: 60 }, url: 'https://www.gleif.org/en/lei-data/gleif-api' },
  terms: {
    url: 'https://www.gleif.org/en/meta/lei-data-terms-of-use',
    commercial: { use: 'allowed', note: 'LEI data are published under CC0 1.0, free of charge and for any use' },
  },
  cacheTtlMs: 86_400_000,
})
