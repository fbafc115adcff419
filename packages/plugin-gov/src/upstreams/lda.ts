import { defineUpstream, optionalKey, usGovernmentWork } from '@svc/core'

/**
 * Lobbying Disclosure Act filings, now one system of the Senate's Office of Public Records and the House Clerk at
 * lda.gov: lda.senate.gov's API was sunset on 2026-06-30 and redirects there. An optional key raises the rate limit.
 */
export const lda = defineUpstream({
  id: 'lda',
  name: 'Lobbying Disclosure (LDA.gov API)',
  baseUrl: 'https://lda.gov',
  docsUrl: 'https://lda.gov/api/redoc/v1/',
  ...usGovernmentWork({ data: 'Lobbying Disclosure Act filings', license: 'Public record (Lobbying Disclosure Act of 1995); LDA API terms', note: 'the filed documents are the registrants\' own' }),
  key: optionalKey.header('Authorization', 'https://lda.gov/api/register/', 'Token '),
  // The API's terms (lda.senate.gov/api/tos/, carried over to lda.gov): 15 requests a minute anonymous, 120 with a key.
  quota: { withoutKey: { requests: 15, perSeconds: 60 }, withKey: { requests: 120, perSeconds: 60 }, url: 'https://lda.gov/api/tos/' },
  timeoutMs: 30_000,
})
