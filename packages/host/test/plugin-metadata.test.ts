import { rmSync } from 'node:fs'
import { CORE_VERSION } from '@svc/core'
import { afterAll, describe, expect, it } from 'vitest'
import { loadInstalledPlugins } from '../src/index.ts'
import { makeProject as makeSharedProject, pluginSource } from './_project.ts'

/** A plugin as first-party plugins are now written: no name, version or core range, only its operations. */
const bareSource = (group: string) => pluginSource('unused', group).replace(/name: "unused", version: '1\.2\.3', (group: "[a-z]+"), core: "\^0\.1",/, '$1,')

// Only the projects this file made: other files' projects beside them in test/.tmp may be in use.
const made: string[] = []
const makeProject = (...args: Parameters<typeof makeSharedProject>) => {
  const dir = makeSharedProject(...args)
  made.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('a plugin\'s name, version and core range', () => {
  it('are read from its package.json when the plugin does not state them', async () => {
    expect(bareSource('bare')).not.toContain('version:')
    const cwd = makeProject([{ name: 'acme-bare', manifest: { svc: { plugin: true }, version: '4.5.6', peerDependencies: { '@svc/core': '^0.1' } }, source: bareSource('bare') }])
    const [plugin] = await loadInstalledPlugins(cwd, { plugins: {} })
    expect(plugin).toMatchObject({ name: 'acme-bare', version: '4.5.6', core: '^0.1', group: 'bare' })
  })

  it('include the core range: a package whose peer range this core does not satisfy is refused', async () => {
    const cwd = makeProject([{ name: 'acme-later', manifest: { svc: { plugin: true }, peerDependencies: { '@svc/core': '^99.0' } }, source: bareSource('later') }])
    await expect(loadInstalledPlugins(cwd, { plugins: {} })).rejects.toThrow(`Plugin acme-later needs @svc/core ^99.0, but this host runs ${CORE_VERSION}`)
  })

  it('stay the plugin\'s own where it states them (third-party plugins written before)', async () => {
    const cwd = makeProject([{ name: 'acme-stated', manifest: { svc: { plugin: true }, version: '7.7.7' }, source: pluginSource('acme-stated-itself', 'stated') }])
    const [plugin] = await loadInstalledPlugins(cwd, { plugins: {} })
    expect(plugin).toMatchObject({ name: 'acme-stated-itself', version: '1.2.3', core: '^0.1' })
  })
})
