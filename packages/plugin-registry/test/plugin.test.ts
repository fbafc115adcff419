import { serveFixtures, testPlugin, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { registryPlugin } from '../src/index.ts'

let fixtures: FixtureServer
beforeAll(async () => {
  fixtures = await serveFixtures({
    'GET /tiny-tarball': { file: 'npm/tiny-tarball.json' },
    'GET /pypi/sampleproject/json': { file: 'pypi/sampleproject.json' },
  })
})
afterAll(() => fixtures.close())

testPlugin(registryPlugin, {
  examples: {
    'registry.pkgjs-lookup': { name: 'tiny-tarball' },
    'registry.pypkg-lookup': { name: 'sampleproject' },
  },
  upstreams: { 'npm-registry': () => fixtures.url, pypi: () => fixtures.url },
})
