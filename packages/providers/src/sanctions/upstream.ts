import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The U.S. Consolidated Screening List (ITA, trade.gov): OFAC, BIS, State lists in one search; a free subscription key. */
export const screeningList = defineUpstream({
  id: 'trade-gov-csl',
  name: 'Consolidated Screening List (trade.gov)',
  baseUrl: 'https://data.trade.gov',
  // ITA throttles its APIs but publishes no number (https://developer.trade.gov/service-level-agreement): no quota declared.
  key: { required: true, in: 'header', name: 'subscription-key', signupUrl: 'https://developer.trade.gov/signup' },
  docsUrl: 'https://developer.trade.gov/apis/consolidated-screening-list',
  ...usGovernmentWork({ data: 'the Consolidated Screening List', agency: 'International Trade Administration', url: 'https://developer.trade.gov/service-level-agreement', note: 'a match is not a compliance determination' }),
  timeoutMs: 20_000,
})
