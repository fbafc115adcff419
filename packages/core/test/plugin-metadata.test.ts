import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { buildRegistry, defineOperation, definePlugin, parseConfig, readNearestPackage, withPackageMetadata } from '../src/index.ts'
import { testHost, testPlugin } from '../src/testing/index.ts'

// The package a plugin without metadata lives in (what a plugin package's package.json holds).
const packageDir = join(import.meta.dirname, 'fixtures/plugin-package')
const echo = defineOperation({ name: 'echo', method: 'GET', description: 'Echoes a word back to the caller.', input: v.object({ word: v.string() }), price: { usd: 0.001 }, handler: ({ input }) => ({ word: input.word }) })
const bare = definePlugin({ group: 'metadata', operations: [echo] })

describe('plugin metadata from package.json', () => {
  it('definePlugin needs no name, version or core range', () => {
    expect(bare.name).toBeUndefined()
    expect(bare.version).toBeUndefined()
    expect(() => definePlugin({ name: '', group: 'metadata', operations: [echo] })).toThrow(/package name/)
  })

  it('fills them from the package, as the host does; what a plugin states (a third-party one of before) wins', () => {
    const pkg = readNearestPackage(join(packageDir, 'package.json'))!
    expect(withPackageMetadata(bare, pkg)).toMatchObject({ name: '@acme/plugin-metadata', version: '1.2.3', core: '^0.1', group: 'metadata' })
    const stated = definePlugin({ name: '@acme/old-style', version: '9.9.9', core: '>=0.1', group: 'metadata', operations: [echo] })
    expect(withPackageMetadata(stated, pkg)).toMatchObject({ name: '@acme/old-style', version: '9.9.9', core: '>=0.1' })
  })

  it('names an unnamed plugin by its group where it is served without a package', () => {
    const registry = buildRegistry([bare], parseConfig({}))
    expect(registry.byId.get('metadata.echo')!.plugin).toEqual({ name: 'the metadata plugin', version: '0.0.0' })
    expect(() => buildRegistry([bare, definePlugin({ group: 'metadata', operations: [echo] })], parseConfig({}))).toThrow('declared by the metadata plugin and the metadata plugin')
  })

  const own = testHost({ plugins: bare })
  const given = testHost({ plugins: bare, packageUrl: new URL('./fixtures/plugin-package/', import.meta.url) })
  it('testHost gives the plugin under test its package, by default the test file\'s', async () => {
    expect(own.app.runtime.registry.byId.get('metadata.echo')!.plugin).toEqual({ name: '@svc/core', version: expect.any(String) })
    expect(given.app.runtime.registry.byId.get('metadata.echo')!.plugin).toEqual({ name: '@acme/plugin-metadata', version: '1.2.3' })
    expect(await given.ok('/api/metadata/echo?word=hi')).toEqual({ word: 'hi' })
  })
})

// testPlugin reads the package given (here a fixture; by default the test file's own package) and names its suite after it.
testPlugin(bare, { packageUrl: packageDir })
testPlugin(definePlugin({ name: '@acme/old-style', version: '9.9.9', core: '^0.1', group: 'oldstyle', operations: [echo] }))
