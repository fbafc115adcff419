import { defineUpstream } from '@svc/core'

/** USPTO Trademark Status and Document Retrieval (TSDR) API: case status in WIPO ST.96 XML; an API key (USPTO API Manager). */
export const tsdr = defineUpstream({
  id: 'uspto-tsdr',
  name: 'USPTO Trademark Status and Document Retrieval (TSDR)',
  baseUrl: 'https://tsdrapi.uspto.gov',
  key: { required: true, in: 'header', name: 'USPTO-API-KEY' },
  docsUrl: 'https://developer.uspto.gov/api-catalog/tsdr-data-api',
  license: 'Public domain (U.S. government work, USPTO)',
  // USPTO's published limit for case status: 60 requests a minute per key.
  quota: { withKey: { requests: 60, perSeconds: 60 } },
  timeoutMs: 30_000,
})
