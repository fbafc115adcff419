import { defineUpstream } from '@svc/core'

/** The RFC Editor's per-RFC metadata (`/rfc/rfc<N>.json`), no key. */
export const rfcEditor = defineUpstream({
  id: 'rfc-editor',
  name: 'RFC Editor',
  baseUrl: 'https://www.rfc-editor.org',
  docsUrl: 'https://www.rfc-editor.org/rfc-index.html',
  license: 'IETF Trust legal provisions (https://trustee.ietf.org/license-info): RFC metadata free to reuse',
  timeoutMs: 10_000,
  terms: {
    url: 'https://trustee.ietf.org/license-info',
    commercial: { use: 'allowed', note: 'IETF Trust legal provisions: RFC metadata may be reused freely' },
  },
})
