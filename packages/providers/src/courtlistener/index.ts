import { defineUpstream } from '@svc/core'

/** CourtListener (Free Law Project): court opinions search, API v4; a token is optional (higher limits). */
export const courtListener = defineUpstream({
  id: 'courtlistener',
  name: 'CourtListener (Free Law Project)',
  baseUrl: 'https://www.courtlistener.com',
  key: { required: false, in: 'header', name: 'Authorization', prefix: 'Token ' },
  docsUrl: 'https://www.courtlistener.com/help/api/rest/search/',
  license: 'Public domain court opinions; CourtListener data CC BY-ND / free for use with attribution',
  timeoutMs: 20_000,
})
