import { defineUpstream, usGovernmentWork } from '@svc/core'

/** DOJ FARA eFile API (Foreign Agents Registration Act); no key, 5 requests per 10 seconds. */
export const fara = defineUpstream({
  id: 'fara',
  name: 'FARA eFile (U.S. Department of Justice)',
  baseUrl: 'https://efile.fara.gov',
  docsUrl: 'https://efile.fara.gov/ords/fara/f?p=API:BULKDATA',
  ...usGovernmentWork({ data: 'FARA registrations', license: 'Public record (U.S. government work)', note: 'the filed documents are the registrants\' own' }),
  // The API page's "API Throttle Limits": 5 requests every 10 seconds, all endpoints together, in a rolling window; past
  // it a 429 blocks further calls until the window ends. A lookup makes up to 5 requests (8 s of spacing): two at once
  // still fit within 20 s of waiting.
  quota: { withoutKey: { requests: 5, perSeconds: 10 }, lockoutSeconds: 10, maxWaitSeconds: 20, url: 'https://efile.fara.gov/ords/fara/f?p=107:3' },
  timeoutMs: 30_000,
  concurrency: 2,
})
