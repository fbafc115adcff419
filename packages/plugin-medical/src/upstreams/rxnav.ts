import { defineUpstream } from '@svc/core'

/** NLM RxNav REST (RxNorm); no key, at most 20 requests a second per client. */
export const rxnav = defineUpstream({
  id: 'rxnav',
  name: 'NLM RxNav (RxNorm)',
  baseUrl: 'https://rxnav.nlm.nih.gov',
  docsUrl: 'https://lhncbc.nlm.nih.gov/RxNav/APIs/RxNormAPIs.html',
  license: 'RxNorm, U.S. National Library of Medicine; RxNav terms of service (https://lhncbc.nlm.nih.gov/RxNav/TermsofService.html)',
  timeoutMs: 15_000,
})
