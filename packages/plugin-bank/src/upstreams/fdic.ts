import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * The FDIC BankFind Suite API: institutions, history (structure changes); no key (FDIC's API page: open to the public,
 * no authentication or API keys; none is issued yet) and no published rate limit; a request returns at most 10,000 rows. FDIC data assets are open government data by statute
 * (12 U.S.C. 1831dd: freely available, via API where appropriate).
 */
export const fdic = defineUpstream({
  id: 'fdic',
  name: 'FDIC BankFind Suite',
  baseUrl: 'https://api.fdic.gov/banks',
  docsUrl: 'https://api.fdic.gov/banks/docs/',
  ...usGovernmentWork({ data: 'FDIC data', agency: 'Federal Deposit Insurance Corporation', url: 'https://www.law.cornell.edu/uscode/text/12/1831dd', note: 'FDIC public data assets are open government data, freely available (12 U.S.C. 1831dd)' }),
  timeoutMs: 20_000,
  cacheTtlMs: 86_400_000,
})
