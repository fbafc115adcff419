import { createTestPaymentGate, refusedThenServed, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { codehostPlugin } from '../src/index.ts'
import { github, ROUTES } from './_fixtures.ts'

const h = testHost({ plugins: [codehostPlugin], upstreams: ['github'], routes: ROUTES })
const Q = 'owner=octocat&repo=Hello-World'

describe('codehost.repo', () => {
  it('answers the repository', async () => {
    const data = await h.ok(`/api/codehost/repo?${Q}`)
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'GitHub', url: `${h.server.url}/repos/octocat/Hello-World` } })
    expect(data.items[0]).toEqual({
      id: 1296269, name: 'Hello-World', fullName: 'octocat/Hello-World', owner: 'octocat', ownerType: 'User', description: 'This your first repo!', url: 'https://github.com/octocat/Hello-World',
      homepage: 'https://github.com', language: null, topics: ['octocat', 'atom', 'electron', 'api'], license: 'MIT', stars: 80, forks: 9, openIssues: 0, defaultBranch: 'master',
      fork: false, archived: false, createdAt: '2011-01-26T19:01:12Z', updatedAt: '2011-01-26T19:14:43Z', pushedAt: '2011-01-26T19:06:43Z', watchers: 42, sizeKb: 108,
      visibility: 'public', isTemplate: false, parent: null, features: { issues: true, wiki: true, pages: false, discussions: false },
    })
  })
  it('answers 404 for a repository GitHub does not show', () => h.status('/api/codehost/repo?owner=octocat&repo=missing', 404, undefined, 'NOT_FOUND'))
  it('names a bad owner or repo', async () => {
    for (const owner of ['-bad', 'a_b', 'x'.repeat(40)]) await h.rejects(`/api/codehost/repo?owner=${owner}&repo=x`, 'owner')
    for (const repo of ['..', '.', 'a/b', 'sp ace']) await h.rejects(`/api/codehost/repo?owner=octocat&repo=${encodeURIComponent(repo)}`, 'repo')
  })
  it('answers 429 UPSTREAM_RATE_LIMIT when GitHub\'s bucket is empty (the shared definition), and 502 for another 403', async () => {
    h.set('GET /repos/octocat/Hello-World', github('rate-limited.json', { status: 403, headers: { 'x-ratelimit-remaining': '0' } }))
    await h.status(`/api/codehost/repo?${Q}`, 429, undefined, 'UPSTREAM_RATE_LIMIT')
    h.set('GET /repos/octocat/Hello-World', { status: 403, headers: { 'x-ratelimit-remaining': '40' }, body: { message: 'Repository access blocked' } })
    await h.status(`/api/codehost/repo?${Q}`, 502, undefined, 'UPSTREAM_FAILED')
  })
  it('sends the operator\'s token as a Bearer header', async () => {
    await h.call(`/api/codehost/repo?${Q}`, undefined, { upstreams: { github: { baseUrl: h.server.url, key: 'ghp_test' } } })
    expect(h.last().headers.authorization).toBe('Bearer ghp_test')
    expect(h.last().headers['x-github-api-version']).toBe('2022-11-28')
  })
  h.failures('GET /repos/octocat/Hello-World', `/api/codehost/repo?${Q}`)
})

describe('codehost.branches', () => {
  it('answers branches with their head and protection', async () => {
    const data = await h.ok(`/api/codehost/branches?${Q}&protected=true&limit=5&page=2`)
    expect(h.last().params).toEqual({ protected: 'true', per_page: '5', page: '2' })
    expect(data.total).toBeNull()
    expect(data.items).toEqual([
      { name: 'master', sha: 'c5b97d5ae6c19d5c5df71a34c7fbeeda2479ccbc', protected: true },
      { name: 'test', sha: 'b3cbd5bbd7e81436d2eee04537ea2b4c0cad4cdf', protected: false },
    ])
  })
  it('names limit', () => h.rejects(`/api/codehost/branches?${Q}&limit=101`, 'limit'))
  h.failures('GET /repos/octocat/Hello-World/branches', `/api/codehost/branches?${Q}`)
})

describe('codehost.tags', () => {
  it('answers tags with archive links', async () => {
    const data = await h.ok(`/api/codehost/tags?${Q}`)
    expect(data.items).toEqual([{ name: 'v0.1', sha: 'c5b97d5ae6c19d5c5df71a34c7fbeeda2479ccbc', zipball: 'https://github.com/octocat/Hello-World/zipball/v0.1', tarball: 'https://github.com/octocat/Hello-World/tarball/v0.1' }])
  })
  h.failures('GET /repos/octocat/Hello-World/tags', `/api/codehost/tags?${Q}`)
})

describe('codehost.languages', () => {
  it('answers languages by bytes with their share', async () => {
    const data = await h.ok(`/api/codehost/languages?${Q}`)
    expect(data).toMatchObject({ total: 2, items: [{ language: 'C', bytes: 78769, percent: 91.02 }, { language: 'Python', bytes: 7769, percent: 8.98 }] })
  })
  h.failures('GET /repos/octocat/Hello-World/languages', `/api/codehost/languages?${Q}`)
})

describe('codehost.readme', () => {
  it('answers the README decoded from base64', async () => {
    const data = await h.ok(`/api/codehost/readme?${Q}&ref=v0.1`)
    expect(h.last().query.get('ref')).toBe('v0.1')
    expect(data.items[0]).toMatchObject({ name: 'README.md', path: 'README.md', content: '# Hello World\n\nHello world! This is a made-up README for the tests.\n', truncated: false, url: 'https://github.com/octocat/Hello-World/blob/master/README.md' })
  })
  it('answers 404 without a README', () => h.status('/api/codehost/readme?owner=octocat&repo=missing', 404, undefined, 'NOT_FOUND'))
  it('names a bad ref', () => h.rejects(`/api/codehost/readme?${Q}&ref=../x`, 'ref'))
  h.failures('GET /repos/octocat/Hello-World/readme', `/api/codehost/readme?${Q}`)
})

describe('codehost.readme: a README not in base64 is not kept', () => {
  // One host per test, whose calls share its cache (a README is kept 30 minutes); priced, so a charge shows.
  const kept = testHost({ plugins: [codehostPlugin], upstreams: ['github'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: the recorded README's members with another encoding.
    'GET /repos/octocat/Hello-World/readme': { body: { type: 'file', encoding: 'none', size: 68, name: 'README.md', path: 'README.md', content: '', sha: '3d21ec53a331a6f037a91c368710b99387d012c1', html_url: null, download_url: null } },
  } })
  it('a 502, not charged; then the README sent next is read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('none, not base64') }
    const { body } = await refusedThenServed(kept, { path: `/api/codehost/readme?${Q}`, route: 'GET /repos/octocat/Hello-World/readme', refusal, good: github('readme.json') })
    expect(body.data.items).toMatchObject([{ name: 'README.md', content: expect.stringContaining('Hello') }])
  })
})
