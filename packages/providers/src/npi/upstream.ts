import { defineUpstream, usGovernmentWork } from '@svc/core'

/** NPPES NPI Registry API (CMS); no key. */
export const nppes = defineUpstream({
  id: 'nppes',
  name: 'NPPES NPI Registry (CMS)',
  baseUrl: 'https://npiregistry.cms.hhs.gov',
  docsUrl: 'https://npiregistry.cms.hhs.gov/api-page',
  // Every call (npiSearch) keeps its answer a day.
  cacheTtlMs: 24 * 3600_000,
  ...usGovernmentWork({ data: 'NPPES data', agency: 'CMS', url: 'https://npiregistry.cms.hhs.gov/api-page', note: 'public under the NPPES Data Dissemination Notice, no charge to use the Registry' }),
  // No published rate limit; one answer holds at most 200 records and `skip` goes to 1,000 (the API help page).
})
