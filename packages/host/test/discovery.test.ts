import { describe, expect, it } from 'vitest'
import { discoverPlugins, loadInstalledPlugins } from '../src/index.ts'
import { createHost } from '../src/host.ts'
import { parseConfig } from '@svc/core'
import { makeProject, pluginSource } from './_project.ts'

const plugin = { manifest: { svc: { plugin: true } } }

describe('plugin discovery', () => {
  it('finds third-party and first-party packages by their package.json role, not their name', () => {
    const cwd = makeProject([
      { name: 'acme-weather', ...plugin, source: pluginSource('acme-weather', 'acme') },
      { name: '@other/svc-extra', ...plugin, source: pluginSource('@other/svc-extra', 'extra') },
      { name: 'not-a-plugin', source: 'export default {}' },
      { name: '@svc/looks-like-one', source: 'export default {}' },
    ])
    const names = discoverPlugins({ cwd }).map((found) => found.name)
    expect(names).toContain('acme-weather')
    expect(names).toContain('@other/svc-extra')
    expect(names).toContain('@svc/plugin-convert') // installed in the repository root
    expect(names).not.toContain('not-a-plugin')
    expect(names).not.toContain('@svc/looks-like-one')
  })

  it('filters by include and exclude, with short names for first-party plugins', () => {
    const cwd = makeProject([{ name: 'acme-weather', ...plugin, source: pluginSource('acme-weather', 'acme') }])
    expect(discoverPlugins({ cwd, include: ['convert', 'acme-weather'] }).map((found) => found.name)).toEqual(['@svc/plugin-convert', 'acme-weather'])
    expect(discoverPlugins({ cwd, exclude: ['convert', 'hash'] }).map((found) => found.name)).not.toContain('@svc/plugin-convert')
  })

  it('loads and serves a third-party plugin', async () => {
    const cwd = makeProject([{ name: 'acme-weather', ...plugin, source: pluginSource('acme-weather', 'acme') }])
    const host = await createHost({ cwd, config: parseConfig({ plugins: { include: ['acme-weather'] }, prices: { 'acme.ping': 0 }, dataDir: `${cwd}/.data` }) })
    const response = await host.svc.app.fetch(new Request('http://localhost/api/acme/ping?who=me'))
    expect(await response.json()).toMatchObject({ data: { items: [{ pong: 'me' }] }, meta: { endpoint: 'acme.ping', caller: 'free' } })
    await host.svc.close()
  })

  it('fails start-up clearly on an invalid plugin, an incompatible core, or duplicate ids', async () => {
    const broken = makeProject([{ name: 'broken-plugin', ...plugin, source: 'export const nothing = 1' }])
    await expect(loadInstalledPlugins(broken, { plugins: { include: ['broken-plugin'] } })).rejects.toThrow(/broken-plugin does not export a plugin/)
    const old = makeProject([{ name: 'old-plugin', ...plugin, source: pluginSource('old-plugin', 'old', '^9.0.0') }])
    await expect(loadInstalledPlugins(old, { plugins: { include: ['old-plugin'] } })).rejects.toThrow(/old-plugin needs @svc\/core \^9.0.0/)
    const throwing = makeProject([{ name: 'throwing-plugin', ...plugin, source: 'throw new Error("kaboom")' }])
    await expect(loadInstalledPlugins(throwing, { plugins: { include: ['throwing-plugin'] } })).rejects.toThrow(/throwing-plugin could not be loaded.*kaboom/)
    const twins = makeProject([
      { name: 'twin-a', ...plugin, source: pluginSource('twin-a', 'twin') },
      { name: 'twin-b', ...plugin, source: pluginSource('twin-b', 'twin') },
    ])
    await expect(createHost({ cwd: twins, config: parseConfig({ plugins: { include: ['twin-a', 'twin-b'] } }) })).rejects.toThrow(/Duplicate operation id twin.ping: declared by twin-a and twin-b/)
  })
})
