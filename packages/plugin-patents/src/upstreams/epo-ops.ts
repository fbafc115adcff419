import { defineUpstream } from '@svc/core'

/** OPS answers 403 with an `X-Rejection-Reason` when a throttling or quota limit is reached. */
const isRateLimited = (response: Response) => response.status === 403 && response.headers.has('x-rejection-reason')
/** OPS refuses a token it no longer knows (revoked, or the app's credentials changed) with a fault naming the access token. */
const refusesToken = (status: number, body: string) => (status === 400 || status === 401) && /access[_ ]?token/i.test(body)

/**
 * EPO Open Patent Services (published data, INPADOC family and legal status). OAuth 2 client credentials:
 * the key is `consumerKey:consumerSecret` of an OPS app, sent as HTTP Basic to the token endpoint; core
 * holds the bearer token the data calls carry.
 */
export const epoOps = defineUpstream({
  id: 'epo-ops',
  name: 'EPO Open Patent Services',
  baseUrl: 'https://ops.epo.org',
  docsUrl: 'https://developers.epo.org/ops-v3-2/apis',
  license: 'EPO Open Patent Services terms and conditions (fair use; https://www.epo.org/en/service-support/ordering/fair-use)',
  key: { required: true, in: 'client-credentials', tokenPath: '/3.2/auth/accesstoken', send: 'basic', refused: refusesToken, signupUrl: 'https://developers.epo.org/user/register' },
  timeoutMs: 20_000,
  concurrency: 4,
  isRateLimited,
  // The fair-use charter's per-minute throttles at their highest ("green") level, as `X-Throttling-Control` reports them:
  // search 30, retrieval 200, inpadoc (family, legal) 60. The weekly volume (4 GB free) is not a request count.
  quota: {
    withKey: [
      { requests: 30, perSeconds: 60, paths: ['/3.2/rest-services/published-data/search'] },
      { requests: 200, perSeconds: 60, paths: ['/3.2/rest-services/published-data/publication'] },
      { requests: 60, perSeconds: 60, paths: ['/3.2/rest-services/family', '/3.2/rest-services/legal'] },
    ],
    url: 'https://www.epo.org/en/service-support/ordering/fair-use',
  },
  terms: {
    url: 'https://www.epo.org/en/service-support/ordering/fair-use',
    commercial: { use: 'allowed', note: 'free of charge within the fair-use volume (4 GB a week), beyond it a paid OPS subscription' },
  },
})
