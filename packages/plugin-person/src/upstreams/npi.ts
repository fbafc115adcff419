import { defineUpstream } from '@svc/core'

/** NPPES NPI Registry API (CMS): U.S. health-care providers by name or NPI; no key. */
export const npiRegistry = defineUpstream({
  id: 'npi-registry',
  name: 'NPPES NPI Registry (CMS)',
  baseUrl: 'https://npiregistry.cms.hhs.gov',
  docsUrl: 'https://npiregistry.cms.hhs.gov/api-page',
  license: 'Public domain (U.S. government work, CMS)',
  timeoutMs: 20_000,
})
