import { defineUpstream } from '@svc/core'

/** RIPEstat Data API (RIPE NCC): routing (RIS), registry and RPKI data about any AS number or IP resource, no key. */
export const ripestat = defineUpstream({
  id: 'ripestat',
  name: 'RIPEstat Data API',
  baseUrl: 'https://stat.ripe.net',
  docsUrl: 'https://stat.ripe.net/docs/data-api/',
  terms: { url: 'https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/', commercial: { use: 'unknown', note: 'only Article 1 (definitions) of the RIPEstat Service Terms and Conditions could be read: the stored copies hold the page\'s opening only; RIPE NCC\'s separate RIS commercial-use terms allow paid services built on RIS routing data with its logo, a link and a set description. Searched 2026-11-30: pages and docs for the use clauses, issues ("RIPEstat terms and conditions commercial use"), find_string on their wording, and RIPE NCC\'s documentation repository (RIPE-NCC/ripe-database-documentation): none gives them' } },
  license: 'RIPEstat terms and conditions (https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/)',
  concurrency: 6,
  maxStaleSeconds: 86_400,
})
