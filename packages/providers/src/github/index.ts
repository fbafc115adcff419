import { defineUpstream } from '@svc/core'

/** GitHub's REST API: 60 requests an hour without a token, 5,000 with one. */
export const github = defineUpstream({
  id: 'github',
  name: 'GitHub',
  baseUrl: 'https://api.github.com',
  docsUrl: 'https://docs.github.com/en/rest/repos/repos#get-a-repository',
  license: 'GitHub API terms (https://docs.github.com/en/site-policy/github-terms/github-terms-of-service); repository content under its own license',
  key: { required: false, in: 'header', name: 'Authorization', prefix: 'Bearer ' },
  quota: { withoutKey: { requests: 60, perSeconds: 3600 }, withKey: { requests: 5000, perSeconds: 3600 } },
  timeoutMs: 10_000,
  headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
  // An empty primary bucket is a 403 (sometimes 429) with x-ratelimit-remaining: 0.
  isRateLimited: (response) => (response.status === 403 || response.status === 429) && response.headers.get('x-ratelimit-remaining') === '0',
})
