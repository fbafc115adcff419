import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// A plugin that depends on another plugin installs that plugin's operations beside it (and a host without a package.json
// serves every plugin in node_modules): what groups share lives in @svc/providers instead, and an operation that needs
// another group's operation names it in `requires` and calls it with `ctx.call`.
const packages = resolve(import.meta.dirname, '../../packages')
const plugins = readdirSync(packages).filter((dir) => dir.startsWith('plugin-') && existsSync(join(packages, dir, 'package.json')))

/** Every .ts file below a folder. */
const sources = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).map((file) => join(dir, file)) : []

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

  it('import no other plugin in their sources', () => {
    const offending = plugins.flatMap((dir) => sources(join(packages, dir, 'src')).flatMap((file) => {
      const imported = [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*|require\(\s*)['"](@svc\/plugin-[\w-]+)/g)].map((match) => match[1])
      return imported.filter((name) => name !== `@svc/${dir}`).map((name) => `${file.slice(packages.length + 1)} -> ${name}`)
    }))
    expect(offending).toEqual([])
  })

  it('name in `requires` every operation of another group their sources call with ctx.call', () => {
    const offending = plugins.flatMap((dir) => {
      const files = sources(join(packages, dir, 'src')).map((file) => readFileSync(file, 'utf8'))
      const groups = new Set(files.flatMap((text) => [...text.matchAll(/^\s*group: '([\w-]+)'/gm)].map((match) => match[1])))
      const required = new Set(files.flatMap((text) => [...text.matchAll(/requires:\s*\[([^\]]*)\]/g)].flatMap((match) => [...match[1]!.matchAll(/'([\w-]+\.[\w-]+)'/g)].map((id) => id[1]))))
      const called = new Set(files.flatMap((text) => [...text.matchAll(/\.call\(\s*'([\w-]+\.[\w-]+)'/g)].map((match) => match[1]!)))
      return [...called].filter((id) => !required.has(id) && !groups.has(id.split('.')[0])).map((id) => `${dir} calls ${id}`)
    })
    expect(offending).toEqual([])
  })
})
