import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

  it('gives the plugin its package\'s recorded examples (src/examples.json), unless it states its own', () => {
    const pkg = readNearestPackage(join(packageDir, 'package.json'))!
    expect(pkg.dir).toBe(packageDir)
    expect(withPackageMetadata(bare, pkg).examples).toEqual({ 'metadata.echo': { params: { word: 'hi' }, answer: { word: 'hi' } } })
    const own = { 'metadata.echo': { params: { word: 'own' } } }
    expect(withPackageMetadata(definePlugin({ group: 'metadata', operations: [echo], examples: own }), pkg).examples).toBe(own)
    expect(withPackageMetadata(bare, { name: '@acme/no-folder' }).examples).toBeUndefined()
  })

  it('refuses an examples file whose entries have no params, naming the file and the entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-examples-'))
    mkdirSync(join(dir, 'src'))
    writeFileSync(join(dir, 'src/examples.json'), JSON.stringify({ 'metadata.echo': { answer: 1 } }))
    expect(() => withPackageMetadata(bare, { name: '@acme/broken', dir })).toThrow(/src\/examples\.json: metadata\.echo must be an object with its params/)
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
    expect(given.app.runtime.registry.byId.get('metadata.echo')!.example).toMatchObject({ params: { word: 'hi' } })
  })
})

// testPlugin reads the package given (here a fixture; by default the test file's own package), names its suite after it
// and checks the package's recorded examples (its src/examples.json) without being told the file.
testPlugin(bare, { packageUrl: packageDir })
testPlugin(definePlugin({ name: '@acme/old-style', version: '9.9.9', core: '^0.1', group: 'oldstyle', operations: [echo] }))
