import { defineUpstream } from '@svc/core'

/** Lobbying Disclosure Act filings (Senate Office of Public Records, lda.senate.gov); an optional key raises the rate limit. */
export const lda = defineUpstream({
  id: 'lda',
  name: 'Lobbying Disclosure (U.S. Senate LDA API)',
  baseUrl: 'https://lda.senate.gov',
  docsUrl: 'https://lda.senate.gov/api/redoc/v1/',
  license: 'Public record (Lobbying Disclosure Act of 1995); LDA API terms',
  key: { required: false, in: 'header', name: 'Authorization', prefix: 'Token ' },
  timeoutMs: 30_000,
})
