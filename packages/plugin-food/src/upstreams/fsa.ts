import { defineUpstream, openLicence } from '@svc/core'

/**
 * UK Food Standards Agency, Food Hygiene Rating Scheme API (https://api.ratings.food.gov.uk/Help): no key, every call sends
 * `x-api-version: 2`; no published rate limit. FHRS data are under the Open Government Licence v3.0, which asks for attribution.
 */
export const fsaRatings = defineUpstream({
  id: 'fsa-ratings',
  name: 'UK Food Standards Agency (food hygiene ratings)',
  baseUrl: 'https://api.ratings.food.gov.uk',
  docsUrl: 'https://api.ratings.food.gov.uk/Help',
  ...openLicence('OGL-UK-3.0', { holder: 'FSA food hygiene rating data', url: 'https://www.food.gov.uk/uk-food-hygiene-rating-data-api', attribution: 'Contains Food Standards Agency food hygiene rating data licensed under the Open Government Licence v3.0' }),
  headers: { 'x-api-version': '2', 'accept-language': 'en-GB' },
})
