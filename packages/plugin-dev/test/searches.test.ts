import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { devPlugin } from '../src/index.ts'

const fixture = (path: string, extra: { status?: number; headers?: Record<string, string> } = {}) => ({ file: path, ...extra })

describe('dev.pkgjs-search', () => {
  const h = testHost({ plugins: [devPlugin], upstreams: ['npm-registry'], routes: { 'GET /-/v1/search': fixture('npm/search.json') } })

  it('answers npm packages with the provider total, paging by size and from', async () => {
    const data = await h.ok('/api/dev/pkgjs-search?q=date%20format&limit=2&page=3')
    expect(h.last().params).toEqual({ text: 'date format', size: '2', from: '4' })
    expect(data).toMatchObject({ ok: true, total: 1432, source: { provider: 'npm registry' } })
    expect(data.items[0]).toEqual({
      name: 'date-fns',
      version: '4.1.0',
      description: 'Modern JavaScript date utility library',
      keywords: ['date', 'time', 'datetime'],
      license: 'MIT',
      publisher: 'kossnocorp',
      publishedAt: '2024-09-17T05:55:14.813Z',
      links: { homepage: 'https://github.com/date-fns/date-fns#readme', repository: 'git+https://github.com/date-fns/date-fns.git', bugs: 'https://github.com/date-fns/date-fns/issues', npm: 'https://www.npmjs.com/package/date-fns' },
      score: 1520.4,
      downloadsWeekly: 24500000,
      downloadsMonthly: 98000000,
      dependents: 25000,
    })
    expect(data.items[1]).toMatchObject({ name: 'tiny-date-format', description: null, keywords: [], license: null, downloadsWeekly: null, dependents: null })
  })
  it('names a bad field', async () => {
    await h.rejects('/api/dev/pkgjs-search?q=', 'q')
    await h.rejects('/api/dev/pkgjs-search?q=x&limit=101', 'limit')
  })
  h.failures('GET /-/v1/search', '/api/dev/pkgjs-search?q=date')
})

describe('dev.rustpkg-search', () => {
  const h = testHost({ plugins: [devPlugin], upstreams: ['crates-io'], routes: { 'GET /api/v1/crates': fixture('crates-io/crates.json') } })

  it('answers crates, sending the sort crates.io names and a User-Agent', async () => {
    const data = await h.ok('/api/dev/rustpkg-search?q=async%20http%20client&sort=updated&limit=2')
    const request = h.last()
    expect(Object.fromEntries(request.query)).toEqual({ q: 'async http client', sort: 'recent-updates', per_page: '2', page: '1' })
    expect(request.headers['user-agent']).toMatch(/^svc /)
    expect(data.total).toBe(873)
    expect(data.items).toEqual([
      { name: 'reqwest', description: 'higher level HTTP client library', version: '0.12.15', newestVersion: '0.12.15', downloads: 250000000, recentDownloads: 30000000, homepage: null, documentation: 'https://docs.rs/reqwest', repository: 'https://github.com/seanmonstar/reqwest', url: 'https://crates.io/crates/reqwest', createdAt: '2016-10-16T01:07:52.151044+00:00', updatedAt: '2025-04-08T15:01:12.345678+00:00', exactMatch: false },
      expect.objectContaining({ name: 'example-http', description: 'An example HTTP client.', version: '0.3.0-alpha.1', recentDownloads: null }),
    ])
  })
  it('sends the operator\'s contact as User-Agent when set', async () => {
    await h.call('/api/dev/rustpkg-search?q=serde', undefined, { settings: { dev: { cratesUserAgent: 'example-host (ops@example.org)' } } })
    expect(h.last().headers['user-agent']).toBe('example-host (ops@example.org)')
  })
  it('names a bad field', () => h.rejects('/api/dev/rustpkg-search?q=serde&sort=stars', 'sort'))
  h.failures('GET /api/v1/crates', '/api/dev/rustpkg-search?q=serde')
})

describe('dev.codehost-alt-search', () => {
  const h = testHost({ plugins: [devPlugin], upstreams: ['gitlab'], routes: { 'GET /api/v4/projects': fixture('gitlab/projects.json', { headers: { 'x-total': '57' } }) } })

  it('answers GitLab projects, with x-total as the total', async () => {
    const data = await h.ok('/api/dev/codehost-alt-search?q=site%20generator&sort=stars&limit=2')
    expect(h.last().params).toEqual({ search: 'site generator', order_by: 'star_count', sort: 'desc', simple: 'true', per_page: '2', page: '1' })
    expect(data.total).toBe(57)
    expect(data.items).toEqual([
      { id: 278964, name: 'GitLab', fullName: 'gitlab-org/gitlab', namespace: 'gitlab-org', description: 'GitLab is an open source end-to-end software development platform.', url: 'https://gitlab.com/gitlab-org/gitlab', defaultBranch: 'master', topics: ['ruby', 'rails'], stars: 24000, forks: 11000, createdAt: '2015-05-20T10:47:11.949Z', lastActivityAt: '2025-06-01T09:00:00.000Z' },
      expect.objectContaining({ fullName: 'example-user/site-gen', namespace: 'example-user', description: null, defaultBranch: null }),
    ])
  })
  it('answers total null when GitLab leaves x-total out', async () => {
    h.set('GET /api/v4/projects', fixture('gitlab/projects.json'))
    expect((await h.ok('/api/dev/codehost-alt-search?q=gitlab')).total).toBeNull()
  })
  it('sends the operator\'s token as PRIVATE-TOKEN', async () => {
    await h.call('/api/dev/codehost-alt-search?q=gitlab', undefined, { upstreams: { gitlab: { baseUrl: h.server.url, key: 'glpat-test' } } })
    expect(h.last().headers['private-token']).toBe('glpat-test')
  })
  // GitLab ignores order_by=similarity without a token and, with one, limits the search to the token user's own
  // projects (lib/api/projects.rb, support_order_by_similarity!): relevance ranks public matches by stars instead.
  it('never asks GitLab for similarity order, with or without a token', async () => {
    await h.call('/api/dev/codehost-alt-search?q=gitlab')
    expect(h.last().query.get('order_by')).toBe('star_count')
    await h.call('/api/dev/codehost-alt-search?q=gitlab&sort=relevance', undefined, { upstreams: { gitlab: { baseUrl: h.server.url, key: 'glpat-test' } } })
    expect(h.last().query.get('order_by')).toBe('star_count')
  })
  it('names a bad field', () => h.rejects('/api/dev/codehost-alt-search?q=x&page=0', 'page'))
  h.failures('GET /api/v4/projects', '/api/dev/codehost-alt-search?q=gitlab')
})

describe('dev.qasite-search', () => {
  const h = testHost({ plugins: [devPlugin], upstreams: ['stack-exchange'], routes: { 'GET /2.3/search/advanced': fixture('stack-exchange/search.json') } })

  it('answers questions with titles unescaped and unix times as ISO', async () => {
    const data = await h.ok('/api/dev/qasite-search?q=cannot%20read%20properties&tags=JavaScript,%20undefined&accepted=true&limit=2')
    expect(h.last().params).toEqual({ q: 'cannot read properties', site: 'stackoverflow', tagged: 'javascript;undefined', accepted: 'true', sort: 'relevance', order: 'desc', pagesize: '2', page: '1' })
    expect(data).toMatchObject({ ok: true, total: null, hasMore: true, source: { provider: 'Stack Exchange' } })
    expect(data.items[0]).toEqual({
      id: 5001,
      title: 'How to fix "Cannot read properties of undefined" when using <select>?',
      url: 'https://stackoverflow.com/questions/5001/how-to-fix-cannot-read-properties-of-undefined',
      tags: ['javascript', 'undefined'],
      score: 420,
      answers: 12,
      views: 250000,
      answered: true,
      acceptedAnswerId: 5002,
      closed: false,
      author: "O'Brien & Co",
      createdAt: '2017-07-14T02:40:00.000Z',
      lastActivityAt: '2024-06-01T00:00:00.000Z',
      license: 'CC BY-SA 4.0',
    })
    expect(data.items[1]).toMatchObject({ acceptedAnswerId: null, closed: true, author: 'user123' })
  })
  it('answers 429 when Stack Exchange throttles, and a 400 naming site for an unknown site', async () => {
    h.set('GET /2.3/search/advanced', fixture('stack-exchange/throttled.json', { status: 400 }))
    await h.status('/api/dev/qasite-search?q=x', 429, undefined, 'UPSTREAM_RATE_LIMIT')
    h.set('GET /2.3/search/advanced', fixture('stack-exchange/bad-site.json', { status: 400 }))
    await h.rejects('/api/dev/qasite-search?q=x&site=nosuchsite', 'site')
  })
  it('refuses bad tags before payment', async () => {
    await h.rejects('/api/dev/qasite-search?q=x&tags=a,b,c,d,e,f', 'tags')
    await h.rejects('/api/dev/qasite-search?q=x&tags=has%20space', 'tags')
    await h.rejects('/api/dev/qasite-search?q=x&sort=score', 'sort')
  })
  h.failures('GET /2.3/search/advanced', '/api/dev/qasite-search?q=undefined')
})

describe('dev.rfc', () => {
  const h = testHost({
    plugins: [devPlugin],
    upstreams: ['rfc-editor', 'ietf-datatracker'],
    routes: {
      'GET /rfc/rfc9110.json': fixture('rfc-editor/rfc9110.json'),
      'GET /rfc/rfc2616.json': fixture('rfc-editor/rfc2616.json'),
      'GET /api/v1/doc/document/': fixture('datatracker/rfc-search.json'),
    },
  })

  it('looks an RFC up by number', async () => {
    const data = await h.ok('/api/dev/rfc?number=9110')
    expect(data).toMatchObject({ ok: true, total: 1, meta: { mode: 'lookup' }, source: { provider: 'RFC Editor', url: `${h.server.url}/rfc/rfc9110.json` } })
    expect(data.items[0]).toMatchObject({
      number: 9110,
      title: 'HTTP Semantics',
      authors: ['R. Fielding, Ed.', 'M. Nottingham, Ed.', 'J. Reschke, Ed.'],
      published: 'June 2022',
      publishedMonth: '2022-06',
      status: 'INTERNET STANDARD',
      stream: 'HTTP',
      pages: 194,
      obsoletes: [2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694],
      obsoletedBy: [],
      updates: [3864],
      seeAlso: ['STD0097'],
      draft: 'draft-ietf-httpbis-semantics-19',
      doi: '10.17487/RFC9110',
      url: 'https://www.rfc-editor.org/rfc/rfc9110',
    })
  })
  it('says what replaced an obsolete RFC, and drops empty abstracts and keywords', async () => {
    const item = (await h.ok('/api/dev/rfc?number=2616')).items[0]
    expect(item).toMatchObject({ obsoletedBy: [7230, 7231, 7232, 7233, 7234, 7235], updatedBy: [2817, 5785, 6266, 6585], abstract: null, keywords: ['HTTP', 'HTTP-NG'] })
  })
  it('answers 404 for an unpublished number', () => h.status('/api/dev/rfc?number=99999', 404, undefined, 'NOT_FOUND'))
  it('searches titles on the Datatracker', async () => {
    const data = await h.ok('/api/dev/rfc?q=HTTP&limit=2')
    expect(h.last().params).toEqual({ type: 'rfc', title__icontains: 'HTTP', limit: '2', order_by: '-rfc_number', format: 'json' })
    expect(data).toMatchObject({ total: 96, meta: { mode: 'list' } })
    expect(data.items).toEqual([
      { number: 9110, title: 'HTTP Semantics', status: 'INTERNET STANDARD', pages: 194, abstract: expect.stringContaining('stateless'), updatedAt: '2022-06-06T10:00:00Z', url: 'https://www.rfc-editor.org/rfc/rfc9110' },
      { number: 2616, title: 'Hypertext Transfer Protocol -- HTTP/1.1', status: 'DRAFT STANDARD', pages: 176, abstract: null, updatedAt: '2019-03-01T00:00:00Z', url: 'https://www.rfc-editor.org/rfc/rfc2616' },
    ])
  })
  it('needs number or q, not both (before payment)', async () => {
    await h.rejects('/api/dev/rfc', 'number')
    await h.rejects('/api/dev/rfc?number=1&q=http', 'q')
    await h.rejects('/api/dev/rfc?number=0', 'number')
  })
  h.failures('GET /rfc/rfc9110.json', '/api/dev/rfc?number=9110')
  h.failures('GET /api/v1/doc/document/', '/api/dev/rfc?q=http')
})
