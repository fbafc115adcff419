import { defineUpstream } from '@svc/core'

/** RIPEstat Data API (RIPE NCC): routing (RIS), registry and RPKI data about any AS number or IP resource, no key. */
export const ripestat = defineUpstream({
  id: 'ripestat',
  name: 'RIPEstat Data API',
  baseUrl: 'https://stat.ripe.net',
  docsUrl: 'https://stat.ripe.net/docs/data-api/',
  terms: { url: 'https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/', commercial: { use: 'unknown', note: 'only the definitions of the RIPEstat Service Terms and Conditions could be read (their use clauses were not in the stored excerpt); RIPE NCC\'s separate RIS commercial-use terms allow paid services built on RIS routing data with its logo, a link and a set description; searched again 2026-11-30: RIPE NCC\'s general Terms of Service for publicly available services and the RIPEstat terms again showed only their definitions' } },
  license: 'RIPEstat terms and conditions (https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/)',
  concurrency: 6,
  maxStaleSeconds: 86_400,
})
