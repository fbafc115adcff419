import { defineUpstream } from '@svc/core'

/** RIPEstat Data API (RIPE NCC): routing (RIS), registry and RPKI data about any AS number or IP resource, no key. */
export const ripestat = defineUpstream({
  id: 'ripestat',
  name: 'RIPEstat Data API',
  baseUrl: 'https://stat.ripe.net',
  docsUrl: 'https://stat.ripe.net/docs/data-api/',
  terms: { url: 'https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/', commercial: { use: 'unknown', note: 'the RIPEstat terms page was not in the stored corpora (2026-11 audit)' } },
  license: 'RIPEstat terms and conditions (https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/)',
  concurrency: 6,
  maxStaleSeconds: 86_400,
})
