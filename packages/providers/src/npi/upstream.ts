import { defineUpstream } from '@svc/core'

/** NPPES NPI Registry API (CMS); no key. */
export const nppes = defineUpstream({
  id: 'nppes',
  name: 'NPPES NPI Registry (CMS)',
  baseUrl: 'https://npiregistry.cms.hhs.gov',
  docsUrl: 'https://npiregistry.cms.hhs.gov/api-page',
  license: 'U.S. government work (CMS), public domain',
  timeoutMs: 15_000,
})
