import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** USPTO Trademark Status and Document Retrieval (TSDR) API: case status in WIPO ST.96 XML; an API key (USPTO API Manager). */
export const tsdr = defineUpstream({
  id: 'uspto-tsdr',
  name: 'USPTO Trademark Status and Document Retrieval (TSDR)',
  baseUrl: 'https://tsdrapi.uspto.gov',
  key: requiredKey.header('USPTO-API-KEY', 'https://account.uspto.gov/api-manager/'),
  docsUrl: 'https://developer.uspto.gov/api-catalog/tsdr-data-api',
  ...usGovernmentWork({ data: 'USPTO data', agency: 'USPTO', url: 'https://catalog.data.gov/dataset/trademark-status-and-document-retrieval-tsdr-api-beta', note: 'Creative Commons Public Domain Mark 1.0 in USPTO\'s catalog entry' }),
  // USPTO's limits per key: case status 60 a minute, PDF/ZIP/image downloads 4 a minute (peak hours; off-peak 120
  // and 12, not used: core has no time-of-day limits). This plugin reads case status only, so one limit covers it.
  quota: {
    withKey: { requests: 60, perSeconds: 60 },
    url: 'https://developer.uspto.gov/api-catalog/tsdr-data-api',
  },
  timeoutMs: 30_000,
})
