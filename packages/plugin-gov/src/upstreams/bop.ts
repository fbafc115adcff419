import { defineUpstream, usGovernmentWork } from '@svc/core'

/** Federal Bureau of Prisons public inmate locator (the JSON its search page calls); no key. */
export const bop = defineUpstream({
  id: 'bop',
  name: 'Federal Bureau of Prisons Inmate Locator',
  baseUrl: 'https://www.bop.gov',
  docsUrl: 'https://www.bop.gov/inmateloc/',
  ...usGovernmentWork({ data: 'Federal Bureau of Prisons inmate records', license: 'Public record (U.S. government work); records since 1982' }),
  timeoutMs: 20_000,
  concurrency: 2,
})
