import { defineUpstream } from '@svc/core'

/** The U.S. Consolidated Screening List (ITA, trade.gov): OFAC, BIS, State lists in one search; a free subscription key. */
export const screeningList = defineUpstream({
  id: 'trade-gov-csl',
  name: 'Consolidated Screening List (trade.gov)',
  baseUrl: 'https://data.trade.gov',
  key: { required: true, in: 'header', name: 'subscription-key' },
  docsUrl: 'https://developer.trade.gov/apis/consolidated-screening-list',
  license: 'Public domain (U.S. government work, International Trade Administration)',
  timeoutMs: 20_000,
})
