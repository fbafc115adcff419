import { defineUpstream } from '@svc/core'

/** Stack Exchange API 2.3: 300 requests a day per IP without a key, 10,000 with an app key (`key` query parameter). */
export const stackExchange = defineUpstream({
  id: 'stack-exchange',
  name: 'Stack Exchange',
  baseUrl: 'https://api.stackexchange.com',
  docsUrl: 'https://api.stackexchange.com/docs/advanced-search',
  license: 'CC BY-SA (https://stackoverflow.com/help/licensing): attribute each question by its link and author',
  key: { required: false, in: 'query', name: 'key' },
  quota: { withoutKey: { requests: 300, perSeconds: 86_400 }, withKey: { requests: 10_000, perSeconds: 86_400 } },
  timeoutMs: 10_000,
})
