import { defineUpstream } from '@svc/core'

/**
 * CourtListener (Free Law Project), REST API v4. Since v4.3 its v4 endpoints answer anonymous requests with
 * 401 (https://github.com/freelawproject/courtlistener/pull/6250), so the token is required: without it every
 * operation on CourtListener is listed unavailable and answers 503 naming the setting, before any 402.
 */
export const courtListener = defineUpstream({
  id: 'courtlistener',
  name: 'CourtListener (Free Law Project)',
  baseUrl: 'https://www.courtlistener.com',
  key: { required: true, in: 'header', name: 'Authorization', prefix: 'Token ', signupUrl: 'https://www.courtlistener.com/help/api/rest/#authentication' },
  docsUrl: 'https://www.courtlistener.com/help/api/rest/',
  license: 'Public domain court opinions; CourtListener data CC BY-ND / free for use with attribution',
  timeoutMs: 20_000,
  // "Our APIs allow 5,000 queries per hour to authenticated users" (REST API v4 overview, Rate Limits).
  quota: { withKey: { requests: 5000, perSeconds: 3600 }, url: 'https://www.courtlistener.com/help/api/rest/#rate-limits' },
  terms: {
    url: 'https://www.courtlistener.com/terms/',
    // A host charging for answers is commercial use: it needs the commercial agreement, not only a member's key.
    commercial: {
      use: 'not-allowed',
      note: 'API access is a Free Law Project membership benefit or a commercial agreement (one account per project or organization): accept only under a commercial agreement with Free Law Project, or serving free answers',
      url: 'https://wiki.free.law/c/courtlistener/help/api/rest/faqs/my-api-key-appears-to-be-throttled-rate-limited-help',
    },
    attribution: { text: 'Legal data from CourtListener, a Free Law Project initiative (courtlistener.com)' },
  },
})
