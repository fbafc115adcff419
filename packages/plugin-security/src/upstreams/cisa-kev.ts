import { defineUpstream, usGovernmentWork } from '@svc/core'

/** CISA's Known Exploited Vulnerabilities catalog, one JSON feed, no key. */
export const cisaKev = defineUpstream({
  id: 'cisa-kev',
  name: 'CISA Known Exploited Vulnerabilities Catalog',
  baseUrl: 'https://www.cisa.gov',
  docsUrl: 'https://www.cisa.gov/known-exploited-vulnerabilities-catalog',
  ...usGovernmentWork({ data: 'the KEV catalog', agency: 'CISA' }),
  timeoutMs: 30_000,
  maxStaleSeconds: 7 * 86_400,
})

/** The feed's path below the base URL. */
export const KEV_FEED = '/sites/default/files/feeds/known_exploited_vulnerabilities.json'
