import { defineUpstream, requiredKey } from '@svc/core'

/** Google Fact Check Tools API (claims:search): a Google Cloud API key with the API enabled. */
export const googleFactCheck = defineUpstream({
  id: 'google-factcheck',
  name: 'Google Fact Check Tools',
  baseUrl: 'https://factchecktools.googleapis.com',
  docsUrl: 'https://developers.google.com/fact-check/tools/api/reference/rest/v1alpha1/claims/search',
  license: 'Google APIs terms of service; each fact check belongs to its publisher (ClaimReview markup), cited with its URL',
  key: requiredKey.query('key', 'https://console.cloud.google.com/apis/library/factchecktools.googleapis.com'),
  terms: {
    url: 'https://developers.google.com/terms',
    // The reviews are the publishers' content: each item keeps its publisher and URL.
    commercial: { use: 'allowed', note: 'under the Google APIs Terms of Service, with the operator\'s own Cloud project key; reviews stay their publishers\' content' },
  },
})
