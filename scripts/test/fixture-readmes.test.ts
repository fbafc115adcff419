import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every folder of recorded or hand-written upstream answers says where its shape comes from (the
// provider's documentation page, a published sample, a client's test fixture) in a README beside them.
const root = resolve(import.meta.dirname, '../..')
const packages = join(root, 'packages')

/** Files that are test code or licences, not answers. */
const isData = (name: string) => !/\.(ts|mts|js|mjs)$/.test(name) && !/^(README.*|.*LICENSE.*)$/i.test(name)

/** test/fixtures of each package (and fixtures/ at a package's root), and each folder directly inside. */
function fixtureFolders(): string[] {
  const folders: string[] = []
  for (const pkg of readdirSync(packages)) {
    for (const base of [join(packages, pkg, 'test', 'fixtures'), join(packages, pkg, 'fixtures')]) {
      if (!existsSync(base) || !statSync(base).isDirectory()) continue
      const entries = readdirSync(base, { withFileTypes: true })
      if (entries.some((entry) => entry.isFile() && isData(entry.name))) folders.push(base)
      for (const entry of entries) {
        if (!entry.isDirectory()) continue
        const folder = join(base, entry.name)
        const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((file) => file.isFile())
        if (files.some((file) => isData(file.name))) folders.push(folder)
      }
    }
  }
  return folders
}

describe('fixture folders', () => {
  const folders = fixtureFolders()

  it('are found', () => expect(folders.length).toBeGreaterThan(100))

  /** Its own README, or the fixtures folder's README naming it (one README may cover a plugin's fixtures). */
  const hasReadme = (folder: string) => {
    if (existsSync(join(folder, 'README.md'))) return true
    const parent = join(dirname(folder), 'README.md')
    return /fixtures$/.test(dirname(folder)) && existsSync(parent) && readFileSync(parent, 'utf8').includes(`${basename(folder)}/`)
  }

  it('each have a README naming the source of their shape', () => {
    const missing = folders.filter((folder) => !hasReadme(folder)).map((folder) => relative(root, folder))
    expect(missing).toEqual([])
  })

  /** An "Audit" heading in its own README, or in the fixtures folder's README that names it (issue 37, item 4). */
  const hasAudit = (folder: string) => {
    const audit = /^#+ .*audit/im
    const own = join(folder, 'README.md')
    if (existsSync(own) && audit.test(readFileSync(own, 'utf8'))) return true
    const parent = join(dirname(folder), 'README.md')
    if (!/fixtures$/.test(dirname(folder)) || !existsSync(parent)) return false
    const text = readFileSync(parent, 'utf8')
    return audit.test(text) && text.includes(`${basename(folder)}/`)
  }

  it('of the plugins and providers each have a desk audit of the provider naming the sources read (or why there is none)', () => {
    const audited = folders.filter((folder) => /^packages\/(plugin-[\w-]+|providers)\//.test(relative(root, folder)))
    expect(audited.length).toBeGreaterThan(100)
    expect(audited.filter((folder) => !hasAudit(folder)).map((folder) => relative(root, folder))).toEqual([])
  })
})
