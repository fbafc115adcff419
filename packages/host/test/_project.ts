import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '.tmp')

export interface FakePackage {
  name: string
  manifest?: Record<string, unknown>
  /** ESM source of index.mjs */
  source: string
  /** Whether the project's package.json names it (default true); false: installed for another package only. */
  named?: boolean
}

/**
 * Makes a throwaway project whose package.json names the given packages and whose node_modules holds
 * them, flat as npm lays them out (valibot resolves from the host package).
 */
export function makeProject(packages: FakePackage[]): string {
  mkdirSync(root, { recursive: true })
  const dir = mkdtempSync(join(root, 'project-'))
  const dependencies = Object.fromEntries(packages.filter((pkg) => pkg.named !== false).map((pkg) => [pkg.name, '1.2.3']))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'operator-project', private: true, dependencies }))
  for (const pkg of packages) {
    const pkgDir = join(dir, 'node_modules', pkg.name)
    mkdirSync(pkgDir, { recursive: true })
    writeFileSync(join(pkgDir, 'package.json'), JSON.stringify({ name: pkg.name, version: '1.2.3', type: 'module', exports: { '.': './index.mjs' }, ...pkg.manifest }))
    writeFileSync(join(pkgDir, 'index.mjs'), pkg.source)
  }
  return dir
}

export const pluginSource = (name: string, group: string, core = '^0.1') => `
import * as v from 'valibot'
export default {
  name: ${JSON.stringify(name)}, version: '1.2.3', group: ${JSON.stringify(group)}, core: ${JSON.stringify(core)},
  operations: [{ name: 'ping', method: 'GET', description: 'Answers pong for a name.', input: v.object({ who: v.string() }), price: { usd: 0.001 },
    handler: ({ input }) => ({ ok: true, items: [{ pong: input.who }], total: 1, source: { provider: 'test', url: 'https://example.org', license: 'MIT' } }) }],
}
`
