import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { codehostPlugin } from '../src/index.ts'
import { ROUTES } from './_fixtures.ts'

const repo = { owner: 'octocat', repo: 'Hello-World' }
// search-code needs a token: the fixture server takes any.
testPlugin(codehostPlugin, {
  keys: { github: 'test-token' },
  routes: ROUTES,
  examples: {
    'codehost.repo': repo,
    'codehost.branches': repo,
    'codehost.tags': repo,
    'codehost.commits': repo,
    'codehost.contributors': repo,
    'codehost.issues': repo,
    'codehost.pulls': repo,
    'codehost.readme': repo,
    'codehost.releases': repo,
    'codehost.languages': repo,
    'codehost.user': { username: 'octocat' },
    'codehost.repos': { owner: 'octocat' },
    'codehost.search-repos': { q: 'hello' },
  },
})

describe('codehost without a GitHub token', () => {
  const app = testHost({ plugins: [codehostPlugin], elsewhere: { github: 'http://127.0.0.1:9' }, paid: true })
  it('lists search-code unavailable and answers 503 before any 402, naming the token setting', async () => {
    const body = await app.status('/api/codehost/search-code?q=addClass', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_GITHUB_KEY')
  })
  it('keeps the other operations available (402, not 503)', async () => {
    await app.status('/api/codehost/repo?owner=octocat&repo=Hello-World', 402)
  })
})
