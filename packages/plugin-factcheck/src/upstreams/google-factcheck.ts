import { defineUpstream } from '@svc/core'

/** Google Fact Check Tools API (claims:search): a Google Cloud API key with the API enabled. */
export const googleFactCheck = defineUpstream({
  id: 'google-factcheck',
  name: 'Google Fact Check Tools',
  baseUrl: 'https://factchecktools.googleapis.com',
  docsUrl: 'https://developers.google.com/fact-check/tools/api/reference/rest/v1alpha1/claims/search',
  license: 'Google APIs terms of service; each fact check belongs to its publisher (ClaimReview markup), cited with its URL',
  key: { required: true, in: 'query', name: 'key' },
  timeoutMs: 15_000,
})
