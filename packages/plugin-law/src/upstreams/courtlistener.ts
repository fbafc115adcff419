import { defineUpstream } from '@svc/core'
import { courtListener as shared } from '@svc/providers/courtlistener'

/**
 * CourtListener REST API v4, the definition plugin-agent reads (same id: one token setting, cache and
 * limiter). Since API v4.3 CourtListener answers anonymous v4 requests with 401 (and its citation
 * lookup always needed a token), so every law operation on it needs the operator's token.
 */
export const courtListener = defineUpstream({
  ...shared,
  key: { required: true, in: 'header', name: 'Authorization', prefix: 'Token ' },
  docsUrl: 'https://www.courtlistener.com/help/api/rest/',
})

/** The site the API's relative `absolute_url`s belong to. */
export const SITE = 'https://www.courtlistener.com'
export const absolute = (path: string | null | undefined) => (path ? (path.startsWith('http') ? path : `${SITE}${path}`) : null)
