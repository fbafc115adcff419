import { defineUpstream } from '@svc/core'

const docsUrl = 'https://developers.epo.org/ops-v3-2/apis'
const license = 'EPO Open Patent Services terms and conditions (fair use; https://www.epo.org/en/service-support/ordering/fair-use)'
/** OPS answers 403 with an `X-Rejection-Reason` when a throttling or quota limit is reached. */
const isRateLimited = (response: Response) => response.status === 403 && response.headers.has('x-rejection-reason')

/**
 * EPO Open Patent Services, OAuth 2 client credentials: the key is `consumerKey:consumerSecret` of an OPS
 * app, sent as HTTP Basic to the token endpoint only. Its answer (a bearer token) authorises the data calls.
 */
export const epoOpsAuth = defineUpstream({
  id: 'epo-ops-auth',
  name: 'EPO Open Patent Services (token)',
  baseUrl: 'https://ops.epo.org',
  docsUrl,
  license,
  key: { required: true, in: 'header', name: 'Authorization', encode: (key) => `Basic ${Buffer.from(key).toString('base64')}` },
  timeoutMs: 15_000,
  isRateLimited,
})

/** EPO Open Patent Services, the data calls (published data, INPADOC family and legal status), with the bearer token. */
export const epoOps = defineUpstream({
  id: 'epo-ops',
  name: 'EPO Open Patent Services',
  baseUrl: 'https://ops.epo.org',
  docsUrl,
  license,
  timeoutMs: 20_000,
  concurrency: 4,
  isRateLimited,
})
