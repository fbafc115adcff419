import { defineUpstream, usGovernmentWork } from '@svc/core'

/** DOJ FARA eFile API (Foreign Agents Registration Act); no key, about 5 requests per 10 seconds. */
export const fara = defineUpstream({
  id: 'fara',
  name: 'FARA eFile (U.S. Department of Justice)',
  baseUrl: 'https://efile.fara.gov',
  docsUrl: 'https://efile.fara.gov/ords/fara/f?p=API:BULKDATA',
  ...usGovernmentWork({ data: 'FARA registrations', license: 'Public record (U.S. government work)', note: 'the filed documents are the registrants\' own' }),
  timeoutMs: 30_000,
  concurrency: 2,
})
