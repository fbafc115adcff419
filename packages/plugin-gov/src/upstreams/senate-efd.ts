import { defineUpstream } from '@svc/core'
import { ETHICS_ACT_TERMS } from './ethics-act.ts'

/**
 * The Senate's electronic financial disclosure search (eFD): a web application, no API. A client accepts its
 * agreement (CSRF token and POST), then asks the JSON its search table fetches; electronic periodic transaction
 * reports are HTML pages, paper ones scanned images. No key. eFD publishes no limit: as a precaution, calls are spaced
 * two seconds apart, one at a time, the pause the two most-used eFD clients keep (fixtures/senate-efd/README.md).
 */
export const senateEfd = defineUpstream({
  id: 'senate-efd',
  name: 'U.S. Senate Electronic Financial Disclosures (eFD)',
  baseUrl: 'https://efdsearch.senate.gov',
  docsUrl: 'https://efdsearch.senate.gov/search/home/',
  license: 'Public record (Ethics in Government Act); not for commercial or credit purposes (5 U.S.C. 13107)',
  terms: {
    ...ETHICS_ACT_TERMS,
    undocumented: {
      note: 'the JSON its search page fetches (POST /search/report/data/ once the agreement at /search/home/ is accepted) and its report pages; the Senate publishes no API, documentation or terms for programs',
      url: 'https://efdsearch.senate.gov/search/home/',
    },
  },
  timeoutMs: 30_000,
  concurrency: 1,
  // A precaution, not a published limit (none is): one request every 2 s.
  quota: { withoutKey: { requests: 1, perSeconds: 2 }, maxWaitSeconds: 15, lockoutSeconds: 300 },
})
