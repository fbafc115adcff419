import { defineUpstream } from '@svc/core'

/** NPPES NPI Registry API (CMS); no key. */
export const nppes = defineUpstream({
  id: 'nppes',
  name: 'NPPES NPI Registry (CMS)',
  baseUrl: 'https://npiregistry.cms.hhs.gov',
  docsUrl: 'https://npiregistry.cms.hhs.gov/api-page',
  license: 'U.S. government work (CMS), public domain',
  // No published rate limit; one answer holds at most 200 records and `skip` goes to 1,000 (the API help page).
  terms: {
    url: 'https://npiregistry.cms.hhs.gov/api-page',
    commercial: { use: 'allowed', note: 'public NPPES data under the NPPES Data Dissemination Notice, no charge to use the Registry' },
  },
  timeoutMs: 15_000,
})
