import { defineUpstream } from '@svc/core'

/** The IETF Datatracker's read API (Tastypie, `/api/v1/doc/document/`): searches RFCs by title, no key. */
export const datatracker = defineUpstream({
  id: 'ietf-datatracker',
  name: 'IETF Datatracker',
  baseUrl: 'https://datatracker.ietf.org',
  docsUrl: 'https://datatracker.ietf.org/api/',
  license: 'IETF Trust legal provisions (https://trustee.ietf.org/license-info)',
  // No rate limit is published for the read API.
  terms: {
    url: 'https://trustee.ietf.org/license-info',
    commercial: { use: 'allowed', note: 'IETF Trust legal provisions: document metadata may be reused freely' },
  },
})
