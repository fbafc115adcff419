#!/usr/bin/env node
// Brings every packages/*/package.json to the repository's conventions: the shared build, release
// fields, and the @svc/core peer range plugins read as their `core`.
// A plugin package carries only what npm and pnpm cannot derive (the author kit stays small):
// - no `homepage` or `bugs`: npm fills both in from `repository` (the GitHub README and issues);
// - no LICENSE file: `pnpm pack` copies the workspace root's into a package that has none;
// - no publishConfig.exports: pnpm's beforePacking hook (.pnpmfile.cjs) drops the `@svc/source` condition;
// - no `types` condition: TypeScript finds dist/index.d.mts beside dist/index.mjs;
// - no `engines` or `sideEffects`: the host, core's peer, states Node's range, and no bundler tree-shakes a plugin.
// The library packages (core, host, x402, ...) keep their full release fields and a LICENSE of their own.
// scripts/check-release.mjs packs both kinds and checks what the tarballs hold.
// Usage: node scripts/normalize-packages.mjs [package dir...]   (prints the packages it changed)
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
/** Where a plugin package keeps its recorded examples (core's `EXAMPLES_FILE`). */
const EXAMPLES_FILE = 'src/examples.json'
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const repositoryUrl = rootPkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')
const corePkg = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'))
/** The core range a new plugin asks for: the minor line of the core in this repository. */
export const CORE_RANGE = `^${corePkg.version.split('.').slice(0, 2).join('.')}`
/** Node's range of the repository, which core states; a plugin stating the same adds nothing. */
const NODE_RANGE = rootPkg.engines.node

/** `exports` as published: the `@svc/source` condition (TypeScript sources) exists in the repository only. */
export function publishedExports(exports) {
  if (typeof exports !== 'object' || exports === null) return exports
  return Object.fromEntries(Object.entries(exports).map(([key, target]) => [key, typeof target === 'object' && target !== null ? Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== '@svc/source')) : target]))
}

/** A plugin's exports without `types` conditions TypeScript finds anyway (the .d.mts beside the .mjs). */
function withoutSiblingTypes(exports) {
  if (typeof exports !== 'object' || exports === null) return exports
  return Object.fromEntries(Object.entries(exports).map(([key, target]) => {
    if (typeof target !== 'object' || target === null || typeof target.default !== 'string') return [key, target]
    const sibling = target.types === target.default.replace(/\.mjs$/, '.d.mts')
    return [key, sibling ? Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== 'types')) : target]
  }))
}

/** The normalized package.json of the package in `dir` (key order kept, release fields after `license`). */
export function normalize(pkg, dir) {
  const plugin = pkg.svc?.plugin === true
  const directory = relative(root, dir).split('\\').join('/')
  const release = {
    license: 'MIT',
    repository: { type: 'git', url: `git+${repositoryUrl}.git`, directory },
    ...(plugin ? {} : { homepage: `${repositoryUrl}/tree/main/${directory}#readme`, bugs: { url: `${repositoryUrl}/issues` } }),
  }
  const derived = plugin ? ['homepage', 'bugs'] : []
  const out = {}
  for (const [key, value] of Object.entries(pkg)) {
    if ((key in release && key !== 'license') || derived.includes(key)) continue
    if (plugin && key === 'sideEffects' && value === false) continue
    if (plugin && key === 'engines' && Object.keys(value).length === 1 && value.node === NODE_RANGE) continue
    out[key] = key === 'license' ? release.license : value
    if (key === 'license') Object.assign(out, release)
  }
  if (!('license' in out)) Object.assign(out, release)
  if (plugin) {
    if (pkg.exports) out.exports = withoutSiblingTypes(pkg.exports)
    out.files = (pkg.files ?? ['dist']).filter((file) => file !== 'LICENSE')
    // Hosts read a plugin's recorded examples from its package, as its package.json: published with it.
    if (existsSync(join(dir, EXAMPLES_FILE)) && !out.files.includes(EXAMPLES_FILE)) out.files = [...out.files, EXAMPLES_FILE]
    const { exports: _published, ...publishConfig } = pkg.publishConfig ?? {}
    if (Object.keys(publishConfig).length) out.publishConfig = publishConfig
    else delete out.publishConfig
  } else {
    out.files = [...new Set([...(pkg.files ?? ['dist']), 'LICENSE'])]
    if (pkg.exports) out.publishConfig = { ...pkg.publishConfig, exports: publishedExports(pkg.exports) }
  }
  out.scripts = { ...pkg.scripts, build: 'node ../../scripts/build.mjs .' }
  if (plugin && !pkg.peerDependencies?.['@svc/core']) out.peerDependencies = { ...pkg.peerDependencies, '@svc/core': CORE_RANGE }
  return out
}

export const serialize = (pkg) => `${JSON.stringify(pkg, null, 2)}\n`

function normalizeDir(dir) {
  const file = join(dir, 'package.json')
  const before = readFileSync(file, 'utf8')
  const pkg = JSON.parse(before)
  const after = serialize(normalize(pkg, dir))
  const changed = []
  if (after !== before) writeFileSync(file, after), changed.push('package.json')
  if (existsSync(join(dir, 'tsdown.config.ts'))) rmSync(join(dir, 'tsdown.config.ts')), changed.push('tsdown.config.ts (the shared build replaces it)')
  const license = readFileSync(join(root, 'LICENSE'), 'utf8')
  const own = existsSync(join(dir, 'LICENSE')) ? readFileSync(join(dir, 'LICENSE'), 'utf8') : undefined
  if (pkg.svc?.plugin === true) {
    // The root's, which `pnpm pack` copies in; a plugin under another licence keeps its own.
    if (own === license) rmSync(join(dir, 'LICENSE')), changed.push('LICENSE (packed from the root)')
  } else if (own !== license) copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE')), changed.push('LICENSE')
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
