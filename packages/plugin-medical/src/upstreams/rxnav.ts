import { defineUpstream } from '@svc/core'

const TERMS = 'https://lhncbc.nlm.nih.gov/RxNav/TermsofService.html'

/**
 * NLM RxNav REST (RxNorm); no key. Its terms ask for at most 20 requests a second per IP address and caching
 * for 12-24 hours (the operations cache a day); past the limit RxNav answers 403, not 429
 * (https://lhncbc.nlm.nih.gov/RxNav/information/FAQs.html).
 */
export const rxnav = defineUpstream({
  id: 'rxnav',
  name: 'NLM RxNav (RxNorm)',
  baseUrl: 'https://rxnav.nlm.nih.gov',
  docsUrl: 'https://lhncbc.nlm.nih.gov/RxNav/APIs/RxNormAPIs.html',
  license: `RxNorm, U.S. National Library of Medicine; RxNav terms of service (${TERMS})`,
  quota: { withoutKey: { requests: 20, perSeconds: 1 }, url: TERMS },
  terms: {
    url: TERMS,
    commercial: { use: 'allowed', note: 'no license needed for these APIs (only /rxcui/{rxcui}/proprietary needs UMLS)', url: 'https://lhncbc.nlm.nih.gov/RxNav/information/FAQs.html' },
    attribution: {
      text: 'This product uses publicly available data from the U.S. National Library of Medicine (NLM), National Institutes of Health, Department of Health and Human Services; NLM is not responsible for the product and does not endorse or recommend this or any other product.',
    },
    caching: { note: 'NLM recommends caching results for 12-24 hours' },
  },
  isRateLimited: (response) => response.status === 403 || response.status === 429,
})
