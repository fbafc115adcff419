import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { registryPlugin } from '../src/index.ts'

const fixture = (name: string, status = 200) => ({ file: `npm/${name}`, status })

describe('registry.pkgjs-lookup', () => {
  const h = testHost({
    plugins: [registryPlugin],
    upstreams: ['npm-registry'],
    routes: {
      'GET /tiny-tarball': fixture('tiny-tarball.json'),
      'GET /@example%2Fwidget': fixture('example-widget.json'),
      'GET /gone-package': fixture('unpublished.json'),
      'GET /no-such-package': fixture('not-found.json', 404),
    },
  })

  it('answers the latest version of the documented tiny-tarball packument', async () => {
    const data = await h.ok('/api/registry/pkgjs-lookup?name=tiny-tarball')
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'npm registry', url: `${h.server.url}/tiny-tarball` } })
    expect(data.items[0]).toStrictEqual({
      name: 'tiny-tarball',
      version: '1.0.0',
      latest: '1.0.0',
      distTags: { latest: '1.0.0' },
      description: 'tiny tarball used for health checks',
      license: 'ISC',
      homepage: null,
      repository: null,
      bugs: null,
      keywords: [],
      author: 'Ben Coe',
      publishedBy: 'bcoe',
      maintainers: ['bcoe'],
      deprecated: null,
      publishedAt: '2015-03-24T00:12:24.039Z',
      createdAt: '2015-03-24T00:12:24.039Z',
      modifiedAt: '2015-05-16T22:27:54.741Z',
      moduleType: 'commonjs',
      types: null,
      engines: {},
      dependencies: {},
      peerDependencies: {},
      optionalDependencies: {},
      tarball: 'https://registry.npmjs.org/tiny-tarball/-/tiny-tarball-1.0.0.tgz',
      integrity: null,
      shasum: 'bbf102d5ae73afe2c553295e0fb02230216f65b1',
      fileCount: null,
      unpackedSize: null,
      versionCount: 1,
      recentVersions: [{ version: '1.0.0', publishedAt: '2015-03-24T00:12:24.039Z', deprecated: false }],
    })
  })

  it('reads a scoped package (slash encoded as the npm client does), its latest by default', async () => {
    const data = await h.ok('/api/registry/pkgjs-lookup?name=@example/widget&versions=2')
    expect(h.last().path).toBe('/@example%2Fwidget')
    expect(data.items[0]).toMatchObject({
      version: '2.1.0',
      latest: '2.1.0',
      distTags: { latest: '2.1.0', next: '3.0.0-beta.1' },
      repository: 'https://github.com/example/widget',
      bugs: 'https://github.com/example/widget/issues',
      keywords: ['widget', 'example'],
      author: 'Alice Example <alice@example.org>',
      publishedBy: 'bob',
      maintainers: ['alice', 'bob'],
      moduleType: 'module',
      types: './dist/index.d.ts',
      engines: { node: '>=20' },
      dependencies: { 'tiny-tarball': '^1.0.0' },
      peerDependencies: { react: '>=18' },
      fileCount: 12,
      unpackedSize: 34816,
      publishedAt: '2025-05-20T08:15:00.000Z',
      versionCount: 4,
      recentVersions: [{ version: '3.0.0-beta.1', publishedAt: '2025-06-02T12:30:00.000Z', deprecated: false }, { version: '2.1.0', publishedAt: '2025-05-20T08:15:00.000Z', deprecated: false }],
    })
  })

  it('answers a dist-tag or a given version, with legacy license, keywords and engines forms', async () => {
    expect((await h.ok('/api/registry/pkgjs-lookup?name=@example/widget&version=next')).items[0].version).toBe('3.0.0-beta.1')
    const old = (await h.ok('/api/registry/pkgjs-lookup?name=@example/widget&version=1.0.0')).items[0]
    expect(old).toMatchObject({ version: '1.0.0', latest: '2.1.0', license: 'MIT', keywords: ['widget', 'example'], engines: {}, deprecated: '1.x is no longer maintained, use 2.x' })
    expect(old.recentVersions.at(-1)).toEqual({ version: '1.0.0', publishedAt: '2023-01-10T09:00:00.000Z', deprecated: true })
  })

  it('answers 404 for an unknown package, an unpublished one, and an unknown version', async () => {
    await h.status('/api/registry/pkgjs-lookup?name=no-such-package', 404, undefined, 'NOT_FOUND')
    await h.status('/api/registry/pkgjs-lookup?name=gone-package', 404, undefined, 'NOT_FOUND')
    await h.status('/api/registry/pkgjs-lookup?name=tiny-tarball&version=9.9.9', 404, undefined, 'NOT_FOUND')
  })

  it('refuses names and versions the registry cannot hold', async () => {
    for (const name of ['', '.hidden', '@scope', 'a/b', 'has space', 'x'.repeat(215)]) await h.rejects(`/api/registry/pkgjs-lookup?name=${encodeURIComponent(name)}`, 'name')
    await h.rejects('/api/registry/pkgjs-lookup?name=tiny-tarball&version=../1', 'version')
    await h.rejects('/api/registry/pkgjs-lookup?name=tiny-tarball&versions=51', 'versions')
  })

  h.failures('GET /tiny-tarball', '/api/registry/pkgjs-lookup?name=tiny-tarball')
})
