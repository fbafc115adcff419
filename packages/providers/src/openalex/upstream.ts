import { defineUpstream } from '@svc/core'

const AUTH = 'https://developers.openalex.org/api-reference/authentication'

/**
 * OpenAlex, the open catalog of scholarly works, authors and institutions. Since 2026-02-13 the API wants a
 * free key (`api_key`): without one a day's allowance is $0.01 of usage, about ten searches; a free key gives
 * $1 a day (singleton lookups free, 1,000 searches or 10,000 list calls), every caller at most 100 requests a second.
 */
export const openAlex = defineUpstream({
  id: 'openalex',
  name: 'OpenAlex',
  baseUrl: 'https://api.openalex.org',
  docsUrl: 'https://developers.openalex.org',
  license: 'OpenAlex data: CC0 (https://help.openalex.org/hc/en-us/articles/28926392245399-What-does-open-mean)',
  key: { required: false, in: 'query', name: 'api_key', signupUrl: 'https://openalex.org/settings/api' },
  // The daily allowance is priced per call kind, which a request count cannot follow: without a key the ten
  // calls a day are enforced; with one, the per-second ceiling (a spent allowance answers 429).
  quota: {
    withoutKey: [{ requests: 100, perSeconds: 1 }, { requests: 10, perSeconds: 86_400 }],
    withKey: { requests: 100, perSeconds: 1 },
    url: AUTH,
  },
  terms: {
    url: AUTH,
    commercial: { use: 'allowed', note: 'CC0 data; the API is freemium: beyond the free key\'s $1 a day, usage is paid', url: AUTH },
  },
})
