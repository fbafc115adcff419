import { readFileSync } from 'node:fs'
import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { codePlugin } from '../src/index.ts'

const fixture = (name: string, extra: FixtureAnswer = {}): FixtureAnswer => ({ file: name, ...extra })
const HELLO = 'GET /repos/octocat/Hello-World'
// GitHub's answer for Hello-World without its `has_wiki` flag.
const { has_wiki: _, ...withoutWiki } = JSON.parse(readFileSync(new URL('fixtures/github/repo-hello-world.json', import.meta.url), 'utf8'))

describe('code.repo-lookup', () => {
  // GitHub answers without a token too (60 calls an hour): the served upstream has none.
  const h = testHost({
    plugins: [codePlugin],
    upstreams: ['github'],
    fixtures: 'fixtures/github',
    routes: {
      [HELLO]: fixture('repo-hello-world.json'),
      'GET /repos/octocat/no-wiki-flag': { body: withoutWiki },
      'GET /repos/nodejs/node': fixture('repo-node.json'),
      'GET /repos/octocat/missing': fixture('not-found.json', { status: 404 }),
      'GET /repos/octocat/limited': fixture('rate-limited.json', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795000000' } }),
      'GET /repos/octocat/forbidden': { status: 403, headers: { 'x-ratelimit-remaining': '42' }, body: { message: 'Repository access blocked' } },
    },
  })
  const path = (repo: string) => `/api/code/repo-lookup?repo=${encodeURIComponent(repo)}`
  const call = (repo: string, key?: string) => h.call(path(repo), undefined, key ? { upstreams: { github: { baseUrl: h.server.url, key } } } : undefined)

  it('answers the repository metadata in the spec\'s fields', async () => {
    const { status, body } = await call('nodejs/node')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: 'GitHub', url: `${h.server.url}/repos/nodejs/node` } })
    expect(body.data.items).toStrictEqual([{
      id: 27193779,
      name: 'node',
      fullName: 'nodejs/node',
      owner: 'nodejs',
      ownerType: 'Organization',
      url: 'https://github.com/nodejs/node',
      description: 'Node.js JavaScript runtime ✨🐢🚀✨',
      homepage: 'https://nodejs.org',
      defaultBranch: 'main',
      language: 'JavaScript',
      topics: ['javascript', 'js', 'linux', 'macos', 'mit', 'node', 'nodejs', 'runtime', 'windows'],
      license: { key: 'other', name: 'Other', spdxId: 'NOASSERTION' },
      stars: 114000,
      forks: 32100,
      openIssues: 2300,
      watchers: 2900,
      sizeKb: 1170000,
      createdAt: '2014-11-26T19:57:11Z',
      updatedAt: '2025-11-20T10:12:45Z',
      pushedAt: '2024-08-20T06:38:41Z',
      visibility: 'public',
      fork: false,
      archived: false,
      disabled: false,
      isTemplate: false,
      features: { issues: true, projects: true, wiki: false, pages: false, discussions: true, forking: true },
    }])
  })

  it('keeps nulls GitHub sends (no language, no license, empty homepage)', async () => {
    const { body } = await call('octocat/Hello-World')
    expect(body.data.items[0]).toMatchObject({ language: null, license: null, homepage: null, ownerType: 'User' })
  })

  it('refuses an answer without a feature flag it reports, rather than answering false for it', async () => {
    expect(await call('octocat/no-wiki-flag')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  it('sends the operator\'s token as a Bearer header, and none without one', async () => {
    await call('nodejs/node', 'ghp_secret')
    expect(h.last().headers.authorization).toBe('Bearer ghp_secret')
    await call('nodejs/node')
    expect(h.last().headers.authorization).toBeUndefined()
    expect(h.last().headers['x-github-api-version']).toBe('2022-11-28')
  })

  it('answers 404 for a missing repository and 429 UPSTREAM_RATE_LIMIT when the bucket is empty', async () => {
    expect(await call('octocat/missing')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'GitHub has no public repository octocat/missing' } })
    expect(await call('octocat/limited')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT' } })
    // A 403 with calls left is a refusal, not a rate limit.
    expect(await call('octocat/forbidden')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  h.failures(HELLO, path('octocat/Hello-World'))

  it('rejects anything but owner/name with a 400 naming repo', async () => {
    for (const repo of ['', 'nodejs', 'nodejs/node/extra', '-bad/name', 'a/..', 'owner/na me', `o/${'n'.repeat(101)}`, '../etc/passwd']) {
      expect((await h.rejects(path(repo), 'repo')).error, repo).toMatch(/^repo/)
    }
  })
})
