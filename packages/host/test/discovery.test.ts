import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { discoverPlugins, loadInstalledPlugins } from '../src/index.ts'
import { createHost } from '../src/host.ts'
import { parseConfig } from '@svc/core'
import { makeProject, pluginSource } from './_project.ts'

const plugin = { manifest: { svc: { plugin: true } } }

describe('plugin discovery', () => {
  it('serves the plugins the project names, not every plugin npm placed in node_modules', async () => {
    // npm's flat layout: a named plugin's own plugin dependency lands in node_modules beside it.
    const cwd = makeProject([
      { name: 'acme-weather', ...plugin, source: pluginSource('acme-weather', 'acme') },
      { name: '@other/svc-extra', ...plugin, source: pluginSource('@other/svc-extra', 'extra') },
      { name: 'acme-dependency', ...plugin, source: pluginSource('acme-dependency', 'hidden'), named: false },
      { name: 'not-a-plugin', source: 'export default {}' },
      { name: '@svc/looks-like-one', source: 'export default {}' },
    ])
    expect(discoverPlugins({ cwd }).map((found) => found.name)).toEqual(['@other/svc-extra', 'acme-weather'])
    const host = await createHost({ cwd, config: parseConfig({ dataDir: `${cwd}/.data` }) })
    try {
      expect(host.plugins.map((loaded) => loaded.name)).toEqual(['@other/svc-extra', 'acme-weather'])
      expect((await host.svc.app.fetch(new Request('http://localhost/api/acme/ping?who=me'))).status).not.toBe(404)
      expect((await host.svc.app.fetch(new Request('http://localhost/api/hidden/ping?who=me'))).status).toBe(404)
    } finally {
      await host.svc.close()
    }
  })

  it('serves every plugin the repository root names (pnpm start)', () => {
    const root = join(import.meta.dirname, '../../..')
    const named = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies).filter((name) => name.startsWith('@svc/plugin-'))
    expect(named.length).toBeGreaterThan(100)
    expect(discoverPlugins({ cwd: root }).map((found) => found.name)).toEqual(named.sort((a, b) => a.localeCompare(b)))
  })

  it('serves exactly the included packages, found anywhere in node_modules, and leaves out the excluded', () => {
    const cwd = makeProject([
      { name: 'acme-weather', ...plugin, source: pluginSource('acme-weather', 'acme') },
      { name: 'acme-dependency', ...plugin, source: pluginSource('acme-dependency', 'hidden'), named: false },
      { name: 'not-a-plugin', source: 'export default {}' },
    ])
    expect(discoverPlugins({ cwd, include: ['convert', 'acme-dependency'] }).map((found) => found.name)).toEqual(['@svc/plugin-convert', 'acme-dependency'])
    expect(discoverPlugins({ cwd, exclude: ['acme-weather'] })).toEqual([])
    expect(discoverPlugins({ cwd: join(import.meta.dirname, '../../..'), exclude: ['convert', '@svc/plugin-hash'] }).map((found) => found.name)).not.toEqual(expect.arrayContaining(['@svc/plugin-convert', '@svc/plugin-hash']))
    expect(() => discoverPlugins({ cwd, include: ['nowhere'] })).toThrow(/plugins.include names nowhere, which is not installed/)
    expect(() => discoverPlugins({ cwd, include: ['not-a-plugin'] })).toThrow(/not-a-plugin, which is not an svc plugin/)
  })

  it('serves every installed plugin where no package.json names any (a bare node_modules)', () => {
    const cwd = makeProject([{ name: 'acme-weather', ...plugin, source: pluginSource('acme-weather', 'acme'), named: false }])
    const bare = mkdtempSync(join(tmpdir(), 'svc-bare-'))
    try {
      cpSync(join(cwd, 'node_modules'), join(bare, 'node_modules'), { recursive: true })
      expect(discoverPlugins({ cwd: bare }).map((found) => found.name)).toEqual(['acme-weather'])
      expect(discoverPlugins({ cwd })).toEqual([])
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
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
