import { defineUpstream } from '@svc/core'

/** The U.S. Consolidated Screening List (ITA, trade.gov): OFAC, BIS, State lists in one search; a free subscription key. */
export const screeningList = defineUpstream({
  id: 'trade-gov-csl',
  name: 'Consolidated Screening List (trade.gov)',
  baseUrl: 'https://data.trade.gov',
  // ITA throttles its APIs but publishes no number (https://developer.trade.gov/service-level-agreement): no quota declared.
  key: { required: true, in: 'header', name: 'subscription-key', signupUrl: 'https://developer.trade.gov/signup' },
  terms: {
    url: 'https://developer.trade.gov/service-level-agreement',
    commercial: { use: 'allowed', note: 'free U.S. government data (ITA); a match is not a compliance determination' },
  },
  docsUrl: 'https://developer.trade.gov/apis/consolidated-screening-list',
  license: 'Public domain (U.S. government work, International Trade Administration)',
  timeoutMs: 20_000,
})
