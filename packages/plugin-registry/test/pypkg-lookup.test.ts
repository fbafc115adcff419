import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { registryPlugin } from '../src/index.ts'

const fixture = (name: string, status = 200) => ({ file: `pypi/${name}`, status })

describe('registry.pypkg-lookup', () => {
  const h = testHost({
    plugins: [registryPlugin],
    upstreams: ['pypi'],
    routes: {
      'GET /pypi/sampleproject/json': fixture('sampleproject.json'),
      'GET /pypi/sampleproject/1.2.0/json': fixture('sampleproject-1.2.0.json'),
      'GET /pypi/no-such-project/json': fixture('not-found.json', 404),
    },
  })

  it('answers the latest release of the documented sampleproject', async () => {
    const data = await h.ok('/api/registry/pypkg-lookup?name=sampleproject')
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'PyPI', url: `${h.server.url}/pypi/sampleproject/json` } })
    const item = data.items[0]
    expect(item).toMatchObject({
      name: 'sampleproject',
      version: '3.0.0',
      summary: 'A sample Python project',
      license: '...', // the documented example's license text, kept as sent
      requiresPython: '>=3.7',
      dependencies: ['peppercorn', "check-manifest ; extra == 'dev'", "coverage ; extra == 'test'"],
      author: '"A. Random Developer" <author@example.com>',
      maintainer: '"A. Great Maintainer" <maintainer@example.com>',
      homepage: 'https://github.com/pypa/sampleproject',
      keywords: ['sample', 'setuptools', 'development'],
      releaseUrl: 'https://pypi.org/project/sampleproject/3.0.0/',
      yanked: false,
      yankedReason: null,
      publishedAt: '2022-12-01T18:51:00.007372Z',
      vulnerabilities: [],
      releaseCount: 2,
      recentReleases: [{ version: '3.0.0', publishedAt: '2022-12-01T18:51:00.007372Z' }, { version: '1.2.0', publishedAt: '2015-06-14T14:37:56.383366Z' }],
    })
    expect(item.files).toEqual([
      expect.objectContaining({ filename: 'sampleproject-3.0.0-py3-none-any.whl', type: 'bdist_wheel', pythonVersion: 'py3', size: 4662, sha256: '2e52702990c22cf1ce50206606b769fe0dbd5646a32873916144bd5aec5473b3' }),
      expect.objectContaining({ filename: 'sampleproject-3.0.0.tar.gz', type: 'sdist', size: 5330 }),
    ])
    expect(item.classifiers).toContain('License :: OSI Approved :: MIT License')
  })

  it('answers a given release from the release endpoint: yanked, vulnerabilities, no release history', async () => {
    const item = (await h.ok('/api/registry/pypkg-lookup?name=sampleproject&version=1.2.0')).items[0]
    expect(h.last().path).toBe('/pypi/sampleproject/1.2.0/json')
    expect(item).toMatchObject({
      version: '1.2.0',
      license: 'MIT License',
      requiresPython: null,
      dependencies: [],
      yanked: true,
      yankedReason: 'Superseded by 3.0.0',
      publishedAt: '2015-06-14T14:37:56.383366Z',
      releaseCount: null,
      recentReleases: null,
      vulnerabilities: [{ id: 'PYSEC-2099-1', aliases: ['CVE-2099-0001'], summary: 'A made-up advisory for the tests: sampleproject 1.2.0 reads a file it should not.', link: 'https://osv.dev/vulnerability/PYSEC-2099-1', fixedIn: ['3.0.0'], withdrawn: null }],
    })
  })

  it('answers 404 for an unknown project or release', async () => {
    await h.status('/api/registry/pypkg-lookup?name=no-such-project', 404, undefined, 'NOT_FOUND')
    await h.status('/api/registry/pypkg-lookup?name=sampleproject&version=9.9', 404, undefined, 'NOT_FOUND')
  })

  it('refuses names and versions PyPI cannot hold', async () => {
    for (const name of ['', '-lead', 'trail.', 'a/b', 'has space']) await h.rejects(`/api/registry/pypkg-lookup?name=${encodeURIComponent(name)}`, 'name')
    await h.rejects('/api/registry/pypkg-lookup?name=sampleproject&version=../json', 'version')
  })

  h.failures('GET /pypi/sampleproject/json', '/api/registry/pypkg-lookup?name=sampleproject')
})
