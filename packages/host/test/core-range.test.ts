import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CORE_VERSION, type PluginDefinition } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { assertCompatible } from '../src/index.ts'

const packages = join(import.meta.dirname, '../..')
const manifest = (dir: string) => JSON.parse(readFileSync(join(packages, dir, 'package.json'), 'utf8'))
/** Only name and core matter to the check. */
const declaring = (name: string, core: string) => ({ name, version: '1.0.0', core, operations: [] }) as unknown as PluginDefinition
const plugins = readdirSync(packages).filter((dir) => dir.startsWith('plugin-')).map(manifest).filter((pkg) => pkg.svc?.plugin)

describe('the core version a plugin needs', () => {
  it('is core package.json version that CORE_VERSION reports', () => {
    expect(CORE_VERSION).toBe(manifest('core').version)
  })

  it('is each plugin\'s @svc/core peer range, and this core satisfies every workspace plugin', () => {
    expect(plugins.length).toBeGreaterThan(40)
    for (const pkg of plugins) {
      const range = pkg.peerDependencies?.['@svc/core']
      expect(range, pkg.name).toMatch(/^\^0\.\d+/)
      expect(() => assertCompatible(declaring(pkg.name, range))).not.toThrow()
    }
  })

  it('is checked: a range this core does not satisfy is refused naming both versions', () => {
    const [major, minor] = CORE_VERSION.split('.').map(Number)
    const next = `^${major}.${minor! + 1}`
    expect(() => assertCompatible(declaring('later-plugin', next))).toThrow(`later-plugin needs @svc/core ${next}, but this host runs ${CORE_VERSION}`)
  })
})
