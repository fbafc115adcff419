import { defineUpstream } from '@svc/core'

/** UK Food Standards Agency, Food Hygiene Rating Scheme API (no key; every call sends `x-api-version: 2`). */
export const fsaRatings = defineUpstream({
  id: 'fsa-ratings',
  name: 'UK Food Standards Agency (food hygiene ratings)',
  baseUrl: 'https://api.ratings.food.gov.uk',
  docsUrl: 'https://api.ratings.food.gov.uk/Help',
  license: 'Open Government Licence v3.0 (FSA food hygiene rating data)',
  headers: { 'x-api-version': '2', 'accept-language': 'en-GB' },
  timeoutMs: 15_000,
})
