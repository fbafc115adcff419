import { defineUpstream } from '@svc/core'

/** ClinicalTrials.gov (U.S. National Library of Medicine), REST API v2; no key. */
export const clinicalTrials = defineUpstream({
  id: 'clinicaltrials',
  name: 'ClinicalTrials.gov',
  baseUrl: 'https://clinicaltrials.gov',
  docsUrl: 'https://clinicaltrials.gov/data-api/api',
  license: 'ClinicalTrials.gov terms and conditions: public data, cite ClinicalTrials.gov (https://clinicaltrials.gov/about-site/terms-conditions)',
  // The API documentation publishes no limit; about 50 requests per minute per address is what it enforces.
  quota: { withoutKey: { requests: 50, perSeconds: 60 } },
  terms: {
    url: 'https://clinicaltrials.gov/about-site/terms-conditions',
    commercial: { use: 'allowed', note: 'public data of the U.S. National Library of Medicine' },
    attribution: { text: 'Data from ClinicalTrials.gov, U.S. National Library of Medicine' },
  },
})

export const studyUrl = (nctId: string) => `https://clinicaltrials.gov/study/${nctId}`
