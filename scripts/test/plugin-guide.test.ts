import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const guide = readFileSync(join(root, 'docs/plugin-authoring.md'), 'utf8')
const group = /pnpm new-plugin ([a-z0-9-]+) /.exec(guide)![1]!
const catalog = JSON.parse(readFileSync(join(root, 'packages/catalog/catalog.json'), 'utf8'))
const catalogIds: string[] = (Array.isArray(catalog) ? catalog : catalog.operations).map((entry: { id: string }) => entry.id)

/** The repository files the scaffold reads, in a folder of their own, so scaffolding touches nothing here. */
function skeleton(): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-guide-'))
  cpSync(join(root, 'scripts'), join(dir, 'scripts'), { recursive: true, filter: (path) => !path.includes('/test') && !path.includes('/bench') })
  for (const file of ['package.json', 'LICENSE']) copyFileSync(join(root, file), join(dir, file))
  mkdirSync(join(dir, 'packages/core'), { recursive: true })
  copyFileSync(join(root, 'packages/core/package.json'), join(dir, 'packages/core/package.json'))
  return dir
}

/** Files under `dir`, relative, with `/`. */
function filesIn(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
}

describe('docs/plugin-authoring.md followed literally', () => {
  it('scaffolds a group no plugin here has, and no group of the service catalog', () => {
    expect(existsSync(join(root, 'packages', `plugin-${group}`)), `packages/plugin-${group} already exists`).toBe(false)
    expect(catalogIds.filter((id) => id.startsWith(`${group}.`))).toEqual([])
  })

  it('scaffolds what "What you get" lists', () => {
    const repo = skeleton()
    const out = execFileSync(process.execPath, [join(repo, 'scripts/new-plugin.mjs'), group], { cwd: repo, encoding: 'utf8' })
    expect(out).toContain(`Next: pnpm install && pnpm readme:tables, then pnpm vitest run --project plugin-${group}`)
    const made = filesIn(join(repo, 'packages', `plugin-${group}`))
    const tree = /What you get[^\n]*\n\n```\n([\s\S]*?)```/.exec(guide)![1]!.split('\n').slice(1).filter(Boolean)
    expect(tree.length).toBeGreaterThanOrEqual(7)
    for (const line of tree) {
      const listed = line.trim().split(/\s+/)[0]!
      const pattern = new RegExp(`^${listed.replace(/[.]/g, '\\.').replace(/<[^>]+>/g, '[^/]+').replace(/\*/g, '[^/]+')}${listed.endsWith('/') ? '.+' : '$'}`)
      expect(made.some((file) => pattern.test(file)), `${listed} in ${made.join(', ')}`).toBe(true)
    }
  })

  it('says the same steps for a package outside the repository in the guide, the scaffold\'s README and its Next: line', () => {
    const repo = skeleton()
    const out = execFileSync(process.execPath, [join(repo, 'scripts/new-plugin.mjs'), '--standalone', group, `../svc-plugin-${group}`], { cwd: join(repo, 'packages'), encoding: 'utf8' })
    const readme = readFileSync(join(repo, `svc-plugin-${group}`, 'README.md'), 'utf8')
    const outside = guide.split('### Outside this repository')[1]!.split('### Serving')[0]!
    for (const step of ['pnpm install', 'pnpm test']) {
      expect(out, step).toContain(step)
      expect(readme, step).toContain(step)
      expect(outside, step).toContain(step)
    }
    const pack = 'pnpm pack --pack-destination /tmp/svc-packs'
    expect(readme).toContain(pack)
    expect(outside).toContain(pack)
    expect(readme).toContain('"@svc/core": "file:/tmp/svc-packs/svc-core-')
    expect(outside).toContain('"@svc/core": "file:/tmp/svc-packs/svc-core-')
    expect(out).toContain(`cd ../svc-plugin-${group} && pnpm install && pnpm test`)
  })
})
