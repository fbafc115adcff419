#!/usr/bin/env node
// Brings every packages/*/package.json to the repository's conventions: the shared build, release
// fields (license, repository, homepage, bugs), a LICENSE in the tarball, published exports without
// the source-only condition, and the @svc/core peer range plugins read as their `core`.
// Usage: node scripts/normalize-packages.mjs [package dir...]   (prints the packages it changed)
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const repositoryUrl = rootPkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')
const corePkg = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'))
/** The core range a new plugin asks for: the minor line of the core in this repository. */
export const CORE_RANGE = `^${corePkg.version.split('.').slice(0, 2).join('.')}`

/** `exports` as published: the `@svc/source` condition (TypeScript sources) exists in the repository only. */
export function publishedExports(exports) {
  if (typeof exports !== 'object' || exports === null) return exports
  return Object.fromEntries(Object.entries(exports).map(([key, target]) => [key, typeof target === 'object' && target !== null ? Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== '@svc/source')) : target]))
}

/** The normalized package.json of the package in `dir` (key order kept, release fields after `license`). */
export function normalize(pkg, dir) {
  const directory = relative(root, dir).split('\\').join('/')
  const release = {
    license: 'MIT',
    repository: { type: 'git', url: `git+${repositoryUrl}.git`, directory },
    homepage: `${repositoryUrl}/tree/main/${directory}#readme`,
    bugs: { url: `${repositoryUrl}/issues` },
  }
  const out = {}
  for (const [key, value] of Object.entries(pkg)) {
    if (key in release && key !== 'license') continue
    out[key] = key === 'license' ? release.license : value
    if (key === 'license') Object.assign(out, release)
  }
  if (!('license' in out)) Object.assign(out, release)
  out.files = [...new Set([...(pkg.files ?? ['dist']), 'LICENSE'])]
  if (pkg.exports) out.publishConfig = { ...pkg.publishConfig, exports: publishedExports(pkg.exports) }
  out.scripts = { ...pkg.scripts, build: 'node ../../scripts/build.mjs .' }
  if (pkg.svc?.plugin && !pkg.peerDependencies?.['@svc/core']) out.peerDependencies = { ...pkg.peerDependencies, '@svc/core': CORE_RANGE }
  return out
}

export const serialize = (pkg) => `${JSON.stringify(pkg, null, 2)}\n`

function normalizeDir(dir) {
  const file = join(dir, 'package.json')
  const before = readFileSync(file, 'utf8')
  const after = serialize(normalize(JSON.parse(before), dir))
  const changed = []
  if (after !== before) writeFileSync(file, after), changed.push('package.json')
  if (existsSync(join(dir, 'tsdown.config.ts'))) rmSync(join(dir, 'tsdown.config.ts')), changed.push('tsdown.config.ts (the shared build replaces it)')
  const license = readFileSync(join(root, 'LICENSE'), 'utf8')
  if (!existsSync(join(dir, 'LICENSE')) || readFileSync(join(dir, 'LICENSE'), 'utf8') !== license) copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE')), changed.push('LICENSE')
  return changed
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const named = process.argv.slice(2).map((dir) => resolve(dir))
  const dirs = named.length ? named : readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name)).filter((dir) => existsSync(join(dir, 'package.json')))
  for (const dir of dirs) {
    const changed = normalizeDir(dir)
    if (changed.length) console.log(`${basename(dir)}: ${changed.join(', ')}`)
  }
}
