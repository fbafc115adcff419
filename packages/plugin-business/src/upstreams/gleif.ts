import { defineUpstream, openLicence } from '@svc/core'

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
  ...openLicence('CC0-1.0', { holder: 'GLEIF LEI data', url: 'https://www.gleif.org/en/meta/lei-data-terms-of-use', note: 'published free of charge' }),
  headers: { accept: 'application/vnd.api+json' },
  quota: { withoutKey: { requests: 60, perSeconds: 60 }, url: 'https://www.gleif.org/en/lei-data/gleif-api' },
  cacheTtlMs: 86_400_000,
})
