import { defineUpstream, optionalKey } from '@svc/core'

/**
 * NCBI E-utilities. Its usage guidelines (https://www.ncbi.nlm.nih.gov/books/NBK25497/) allow 3 requests per
 * second from an address without a key and 10 with one (`api_key`, made in the NCBI account settings).
 */
export const ncbi = defineUpstream({
  id: 'ncbi',
  name: 'NCBI Gene (E-utilities)',
  baseUrl: 'https://eutils.ncbi.nlm.nih.gov',
  docsUrl: 'https://www.ncbi.nlm.nih.gov/books/NBK25501/',
  license: 'NCBI data: public domain, see https://www.ncbi.nlm.nih.gov/home/about/policies/',
  key: optionalKey.query('api_key', 'https://www.ncbi.nlm.nih.gov/account/settings/'),
  concurrency: 3,
  quota: {
    withoutKey: { requests: 3, perSeconds: 1 },
    withKey: { requests: 10, perSeconds: 1 },
    url: 'https://www.ncbi.nlm.nih.gov/books/NBK25497/',
  },
  terms: {
    url: 'https://www.ncbi.nlm.nih.gov/home/about/policies/',
    commercial: { use: 'allowed', note: 'NCBI places no restrictions on the use or distribution of its molecular data (some submitters may claim rights in theirs)' },
  },
  cacheTtlMs: 86_400_000,
})
