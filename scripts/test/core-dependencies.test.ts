import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// @svc/core is the plugin author's kit, which every plugin peer-depends on: what only a host's
// operator needs stays out of its installed tree (Redis: @svc/state-redis; the dashboard's chart
// library: @svc/operator; /metrics is formatted by core itself).
const OPERATOR_ONLY = ['ioredis', 'prom-client', 'chart.js']
const packages = resolve(import.meta.dirname, '../../packages')

/** Where Node finds `name` from a package in `dir`: the nearest node_modules/<name> above it. */
function installedDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(dir) === dir) return undefined
  }
}

/** Every package in the production tree of the package at `dir` (dependencies and optional ones, transitively), by name. */
function productionTree(dir: string): Set<string> {
  const seen = new Map<string, string>()
  const visit = (at: string) => {
    const manifest = JSON.parse(readFileSync(join(at, 'package.json'), 'utf8'))
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      // A dependency named but not installed (before `pnpm install`) still counts, by its name.
      const found = installedDir(name, at) ?? `not installed: ${name}`
      if (seen.has(found)) continue
      seen.set(found, name)
      if (!found.startsWith('not installed')) visit(found)
    }
  }
  visit(dir)
  return new Set(seen.values())
}

describe('@svc/core\'s production dependency tree', () => {
  const tree = productionTree(join(packages, 'core'))

  it('is read from the installed packages', () => {
    expect(tree).toContain('h3')
    expect(tree).toContain('valibot')
  })

  it.each(OPERATOR_ONLY)('has no %s', (name) => {
    expect(tree.has(name), `${name} is in @svc/core's dependency tree: it belongs to @svc/state-redis or @svc/operator`).toBe(false)
  })

  it('while the packages beside it bring them', () => {
    expect(productionTree(join(packages, 'state-redis'))).toContain('ioredis')
    expect(productionTree(join(packages, 'operator'))).toContain('chart.js')
  })
})
