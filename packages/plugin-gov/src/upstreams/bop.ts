import { defineUpstream, usGovernmentWork } from '@svc/core'

const records = usGovernmentWork({ data: 'Federal Bureau of Prisons inmate records', license: 'Public record (U.S. government work); records since 1982' })

/**
 * Federal Bureau of Prisons public inmate locator: the JSON its search page calls; no key. BOP publishes no API,
 * documentation or terms for programs, and answers heavy clients with a captcha, so the operator acknowledges relying on it.
 */
export const bop = defineUpstream({
  id: 'bop',
  name: 'Federal Bureau of Prisons Inmate Locator',
  baseUrl: 'https://www.bop.gov',
  docsUrl: 'https://www.bop.gov/inmateloc/',
  license: records.license,
  terms: {
    ...records.terms,
    undocumented: {
      note: 'the JSON its inmate locator page fetches (/PublicInfo/execute/inmateloc); BOP publishes no API, documentation or terms for programs, and answers heavy use with a captcha',
      url: 'https://www.bop.gov/inmateloc/',
    },
  },
  timeoutMs: 20_000,
  concurrency: 2,
})
