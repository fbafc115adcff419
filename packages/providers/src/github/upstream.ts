import { defineUpstream } from '@svc/core'

const API_TERMS = 'https://docs.github.com/en/site-policy/github-terms/github-terms-of-service#h-api-terms'

/**
 * GitHub's REST API: 60 requests an hour without a token, 5,000 with one; search has its own per-minute limits
 * (10 without a token, 30 with one, and code search, which needs a token, 10). The hourly limit is counted on
 * search calls too (GitHub counts them apart): a conservative overcount core cannot express otherwise.
 */
export const github = defineUpstream({
  id: 'github',
  name: 'GitHub',
  baseUrl: 'https://api.github.com',
  docsUrl: 'https://docs.github.com/en/rest/repos/repos#get-a-repository',
  license: 'GitHub API terms (https://docs.github.com/en/site-policy/github-terms/github-terms-of-service); repository content under its own license',
  key: { required: false, in: 'header', name: 'Authorization', prefix: 'Bearer ', signupUrl: 'https://github.com/settings/tokens' },
  quota: {
    withoutKey: [{ requests: 60, perSeconds: 3600 }, { requests: 10, perSeconds: 60, paths: ['/search'] }],
    withKey: [{ requests: 5000, perSeconds: 3600 }, { requests: 30, perSeconds: 60, paths: ['/search'] }, { requests: 10, perSeconds: 60, paths: ['/search/code'] }],
    url: 'https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api',
  },
  terms: {
    url: API_TERMS,
    commercial: { use: 'allowed', note: 'API use under GitHub\'s terms; no sharing tokens to pass the rate limits; repository content under its own license' },
  },
  timeoutMs: 10_000,
  // What a read is kept when neither it nor its operation says (readGithub's default before operations declared theirs).
  cacheTtlMs: 5 * 60_000,
  headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
  // An empty primary bucket is a 403 (sometimes 429) with x-ratelimit-remaining: 0.
  isRateLimited: (response) => (response.status === 403 || response.status === 429) && response.headers.get('x-ratelimit-remaining') === '0',
})
