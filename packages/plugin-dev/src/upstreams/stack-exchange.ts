import { defineUpstream, optionalKey } from '@svc/core'

/**
 * Stack Exchange API 2.3: 300 requests a day per IP without a key, 10,000 with an app key (`key` query parameter, free
 * from https://stackapps.com/apps/oauth/register), and never more than 30 a second from one IP
 * (https://api.stackexchange.com/docs/throttle). Content is CC BY-SA: each answer item carries its link and author.
 */
export const stackExchange = defineUpstream({
  id: 'stack-exchange',
  name: 'Stack Exchange',
  baseUrl: 'https://api.stackexchange.com',
  docsUrl: 'https://api.stackexchange.com/docs/advanced-search',
  license: 'CC BY-SA (https://stackoverflow.com/help/licensing): attribute each question by its link and author',
  key: optionalKey.query('key', 'https://stackapps.com/apps/oauth/register'),
  quota: {
    withoutKey: [{ requests: 30, perSeconds: 1 }, { requests: 300, perSeconds: 86_400 }],
    withKey: [{ requests: 30, perSeconds: 1 }, { requests: 10_000, perSeconds: 86_400 }],
    url: 'https://api.stackexchange.com/docs/throttle',
  },
  terms: {
    url: 'https://stackoverflow.com/help/licensing',
    commercial: { use: 'allowed', note: 'user contributions are CC BY-SA; reuse, commercial included, credits the author and links the question' },
    attribution: { text: 'Questions from Stack Exchange sites, CC BY-SA: each item\'s author and link are its credit' },
  },
  timeoutMs: 10_000,
})
