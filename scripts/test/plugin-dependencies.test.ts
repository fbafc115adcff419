import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// A plugin that depends on another plugin drags that plugin's operations into every host that installs it
// (the host mounts what it finds in node_modules): what groups share lives in @svc/providers instead.
const packages = resolve(import.meta.dirname, '../../packages')
const plugins = readdirSync(packages).filter((dir) => dir.startsWith('plugin-') && existsSync(join(packages, dir, 'package.json')))

describe('plugin packages', () => {
  it('are found', () => expect(plugins.length).toBeGreaterThan(100))

  it('depend on no other plugin (dependencies, peerDependencies, optionalDependencies)', () => {
    const offending = plugins.flatMap((dir) => {
      const pkg = JSON.parse(readFileSync(join(packages, dir, 'package.json'), 'utf8'))
      const named = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {}))
      return named.filter((name) => name.startsWith('@svc/plugin-') && name !== pkg.name).map((name) => `${pkg.name} -> ${name}`)
    })
    expect(offending).toEqual([])
  })
})
