import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { github, readGithub, readRepository, repositoryDetailRow, repositoryDetailSchema, repositoryLicense, repositoryRow, repositorySchema } from '../src/github/index.ts'
import { providerFixture } from './provider-client.ts'

// Repositories in GitHub's documented shape, trimmed to the members read; values are made up.
const listed = {
  id: 1, name: 'tool', full_name: 'acme/tool', owner: { login: 'acme', type: 'Organization' }, html_url: 'https://github.com/acme/tool', description: 'A tool', homepage: '',
  language: 'Go', license: { key: 'other', name: 'Other', spdx_id: 'NOASSERTION' }, stargazers_count: 5, forks_count: 2, open_issues_count: 1, fork: false,
  created_at: '2020-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z', pushed_at: null,
}
const detail = { ...listed, default_branch: 'main', private: true, size: 120, subscribers_count: 3, has_issues: true, has_projects: false, allow_forking: true, parent: { full_name: 'up/tool' } }
const fixture = providerFixture(github, {
  'GET /repos/acme/tool': { body: detail },
  'GET /repos/acme/missing': { status: 404, body: { message: 'Not Found' } },
  'GET /repos/acme/empty/commits': { status: 409, body: { message: 'Git Repository is empty.' } },
  'GET /repos/acme/empty/contributors': { status: 204, body: '' },
  'GET /users/acme/repos': { body: [listed] },
})
const upstream = () => fixture.client()

describe('github', () => {
  it('reads a repository and says which one is missing on a 404', async () => {
    const { data, url } = await readRepository(upstream, { owner: 'acme', repo: 'tool' }, '', { schema: repositoryDetailSchema })
    expect(url).toBe(`${fixture.server.url}/repos/acme/tool`)
    expect(fixture.server.last().headers['x-github-api-version']).toBe('2022-11-28')
    expect(data).toMatchObject({ full_name: 'acme/tool', has_issues: true, has_wiki: false, is_template: false, disabled: false })
    await expect(readRepository(upstream, { owner: 'acme', repo: 'missing' }, '', { schema: repositoryDetailSchema })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'GitHub has no public repository acme/missing' })
    await expect(readGithub(upstream, '/repos/acme/missing', { schema: v.unknown(), missing: 'user acme' })).rejects.toMatchObject({ message: 'GitHub has no user acme' })
  })

  it('reads an empty repository (409) as no content, and its 204 where the schema allows null', async () => {
    expect(await readRepository(upstream, { owner: 'acme', repo: 'empty' }, '/commits', { schema: v.array(v.unknown()) })).toMatchObject({ data: null })
    expect(await readRepository(upstream, { owner: 'acme', repo: 'empty' }, '/contributors', { schema: v.nullable(v.array(v.unknown())) })).toMatchObject({ data: null })
    await expect(readRepository(upstream, { owner: 'acme', repo: 'empty' }, '/contributors', { schema: v.array(v.unknown()) })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' })
  })

  it('names a listed repository\'s members, the license by SPDX id or else its name', async () => {
    const { data } = await readGithub(upstream, '/users/acme/repos', { schema: v.array(repositorySchema), missing: 'user acme' })
    expect(repositoryRow(data![0]!)).toStrictEqual({
      id: 1, name: 'tool', fullName: 'acme/tool', owner: 'acme', description: 'A tool', url: 'https://github.com/acme/tool', homepage: null, language: 'Go', topics: [],
      license: 'Other', stars: 5, forks: 2, openIssues: 1, defaultBranch: null, fork: false, archived: false, createdAt: '2020-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z', pushedAt: null,
    })
    expect(repositoryRow({ ...data![0]!, license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT' } }).license).toBe('MIT')
  })

  it('adds the looked-up repository\'s owner type, watchers, size and visibility; the full license on request', () => {
    const row = v.parse(repositoryDetailSchema, detail)
    expect(repositoryDetailRow(row)).toMatchObject({ fullName: 'acme/tool', defaultBranch: 'main', ownerType: 'Organization', watchers: 3, sizeKb: 120, visibility: 'private', isTemplate: false })
    expect(repositoryDetailRow({ ...row, visibility: 'internal' }).visibility).toBe('internal')
    expect(repositoryLicense(row.license)).toStrictEqual({ key: 'other', name: 'Other', spdxId: 'NOASSERTION' })
    expect(repositoryLicense(null)).toBeNull()
  })
})
