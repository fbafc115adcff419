import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { normalize, serialize } from '../normalize-packages.mjs'
import { TABLE_END, TABLE_START } from '../readme/markers.mjs'

const root = join(import.meta.dirname, '../..')
/** Issue 40: what an author carries besides the operation itself stays under this many lines. */
const HAND_WRITTEN_LIMIT = 80

/** The repository files the scaffold reads, in a folder of their own, so scaffolding touches nothing here. */
function skeleton(): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-scaffold-'))
  cpSync(join(root, 'scripts'), join(dir, 'scripts'), { recursive: true, filter: (path) => !path.includes('/test') && !path.includes('/bench') })
  for (const file of ['package.json', 'LICENSE']) copyFileSync(join(root, file), join(dir, file))
  mkdirSync(join(dir, 'packages/core'), { recursive: true })
  copyFileSync(join(root, 'packages/core/package.json'), join(dir, 'packages/core/package.json'))
  return dir
}

function filesIn(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
}

/**
 * The operation itself, which the count leaves out: its file, the provider it calls (a plugin computing
 * its answers has none), its test and that test's recorded answers.
 */
const isOperation = (file: string) => /^src\/(operations|upstreams)\//.test(file) || /^test\/fixtures\//.test(file) || (/^test\/[^/]+\.test\.ts$/.test(file) && file !== 'test/plugin.test.ts')

/** Lines of a file, the README's operation table excepted (`pnpm readme:tables` writes it between its markers). */
function handWrittenLines(file: string, text: string): number {
  const kept = file === 'README.md' ? text.slice(0, text.indexOf(TABLE_START)) + text.slice(text.indexOf(TABLE_END) + TABLE_END.length + 1) : text
  return kept.split('\n').length - (kept.endsWith('\n') ? 1 : 0)
}

describe('the scaffold of a one-operation plugin (issue 40)', () => {
  const repo = skeleton()
  execFileSync(process.execPath, [join(repo, 'scripts/new-plugin.mjs'), 'tide-gauge'], { cwd: repo, encoding: 'utf8' })
  const dir = join(repo, 'packages/plugin-tide-gauge')
  const lines = Object.fromEntries(filesIn(dir).filter((file) => !isOperation(file)).map((file) => [file, handWrittenLines(file, readFileSync(join(dir, file), 'utf8'))]))

  it(`carries under ${HAND_WRITTEN_LIMIT} hand-written lines besides its operation`, () => {
    expect(Object.keys(lines).sort()).toEqual(['README.md', 'package.json', 'src/index.ts', 'src/plugin.ts', 'test/plugin.test.ts', 'vitest.config.ts'])
    const total = Object.values(lines).reduce((sum, count) => sum + count, 0)
    expect(total, JSON.stringify(lines)).toBeLessThan(HAND_WRITTEN_LIMIT)
  })

  it('leaves out what npm and pnpm derive: homepage, bugs, the LICENSE file, published exports, types beside the build', () => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(existsSync(join(dir, 'LICENSE'))).toBe(false)
    for (const field of ['homepage', 'bugs', 'publishConfig', 'engines', 'sideEffects']) expect(pkg, field).not.toHaveProperty(field)
    expect(pkg.exports['.']).toEqual({ '@svc/source': './src/index.ts', default: './dist/index.mjs' })
    expect(pkg.repository.directory).toBe('packages/plugin-tide-gauge')
  })
})

describe('the plugin packages of this repository', () => {
  const plugins = readdirSync(join(root, 'packages')).filter((name) => name.startsWith('plugin-') && existsSync(join(root, 'packages', name, 'package.json')))

  it('are as normalize-packages.mjs writes them, with no copy of the root LICENSE', () => {
    const license = readFileSync(join(root, 'LICENSE'), 'utf8')
    const off = plugins.filter((name) => {
      const dir = join(root, 'packages', name)
      const text = readFileSync(join(dir, 'package.json'), 'utf8')
      const copied = existsSync(join(dir, 'LICENSE')) && readFileSync(join(dir, 'LICENSE'), 'utf8') === license
      return copied || serialize(normalize(JSON.parse(text), dir)) !== text
    })
    expect(plugins.length).toBeGreaterThan(100)
    expect(off, 'run node scripts/normalize-packages.mjs').toEqual([])
  })
})
