#!/usr/bin/env node
// Builds the packages whose inputs changed since their last build, one line per package with progress.
// Usage: node scripts/build.mjs [package dir...]   (default: every packages/*; `--force` rebuilds all)
// Each build is written beside dist/ and moved in file by file, so a host or CLI running from dist/
// always finds every file it loads, old or new.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { entriesOf, filesUnder, packageBuildConfigs } from './build/preset.mjs'
import { unresolvedImports } from './build/dist-imports.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const force = args.includes('--force')
const named = args.filter((arg) => arg !== '--force').map((dir) => resolve(dir))
const dirs = named.length ? named : readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name)).filter((dir) => existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src')))

/** Everything a package's build reads: its package.json and sources, and the shared configuration. */
const SHARED_INPUTS = ['scripts/build/preset.mjs', 'scripts/build/dist-imports.mjs', 'tsconfig.base.json', 'tsconfig.json'].map((file) => join(root, file))
const tsdownVersion = JSON.parse(readFileSync(createRequire(join(root, 'package.json')).resolve('tsdown/package.json'), 'utf8')).version

function fingerprint(dir) {
  const hash = createHash('sha1').update(tsdownVersion)
  for (const file of [...SHARED_INPUTS, join(dir, 'package.json'), ...filesUnder(join(dir, 'src')).sort()]) {
    const { size, mtimeMs } = statSync(file)
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`)
  }
  return hash.digest('hex')
}

const stampFile = (dir) => join(dir, 'node_modules', '.cache', 'svc-build-stamp')
const readStamp = (dir) => (existsSync(stampFile(dir)) ? readFileSync(stampFile(dir), 'utf8') : '')
const outputsPresent = (dir) => Object.keys(entriesOf(dir)).every((name) => existsSync(join(dir, 'dist', `${name}.mjs`)))

/** Moves every file of `next` into `dist` (each rename atomic), then drops files the new build no longer has. */
function moveInto(next, dist) {
  const fresh = new Set(filesUnder(next).map((file) => relative(next, file)))
  for (const file of fresh) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    renameSync(join(next, file), join(dist, file))
  }
  for (const file of filesUnder(dist)) if (!fresh.has(relative(dist, file))) rmSync(file)
  rmSync(next, { recursive: true, force: true })
}

/** tsdown's logger, quiet: warnings are collected and printed once for the whole run. */
const warnings = new Map()
const plain = (parts) => parts.map(String).join(' ').replace(/\x1b\[[0-9;]*m/g, '').trim()
const logger = {
  level: 'warn',
  info() {},
  success() {},
  clearScreen() {},
  warn: (...parts) => warnings.set(plain(parts), (warnings.get(plain(parts)) ?? 0) + 1),
  warnOnce: (...parts) => warnings.set(plain(parts), (warnings.get(plain(parts)) ?? 0) + 1),
  error: (...parts) => console.error(plain(parts)),
}

const started = performance.now()
const stale = dirs.filter((dir) => force || !outputsPresent(dir) || readStamp(dir) !== fingerprint(dir))
const upToDate = dirs.length - stale.length
if (!stale.length) {
  console.log(`build: ${dirs.length}/${dirs.length} packages up to date (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  process.exit(0)
}
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 18)) console.log(`build: tsdown ${tsdownVersion} on Node ${process.versions.node} (its next minor needs Node >= 22.18; this repository pins ${tsdownVersion})`)
if (upToDate) console.log(`build: ${upToDate} of ${dirs.length} packages up to date, building ${stale.length}`)

const { build } = await import('tsdown')
// A program over all sources costs about as much as three per-package ones, and is then shared.
const sharedProgram = stale.length > 3
let failed = 0
for (const [index, dir] of stale.entries()) {
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const stamp = fingerprint(dir)
  const next = join(dir, `dist.next-${process.pid}`)
  const begun = performance.now()
  try {
    // One tsdown build per platform (the client's browser entries), all into the same fresh directory.
    for (const [i, config] of packageBuildConfigs(dir, { outDir: next, sharedProgram }).entries()) await build({ ...config, config: false, clean: i === 0, customLogger: logger, logLevel: 'warn' })
    const broken = unresolvedImports(next)
    if (broken.length) throw new Error(`its output imports or reads files that the package does not publish (imports must stay in dist/, files read by URL in what package.json "files" lists):\n  ${broken.join('\n  ')}`)
    moveInto(next, join(dir, 'dist'))
    mkdirSync(dirname(stampFile(dir)), { recursive: true })
    writeFileSync(stampFile(dir), stamp)
    console.log(`[${index + 1}/${stale.length}] ${name} ${((performance.now() - begun) / 1000).toFixed(1)} s`)
  } catch (error) {
    failed++
    rmSync(next, { recursive: true, force: true })
    console.error(`[${index + 1}/${stale.length}] ${name} FAILED: ${error instanceof Error ? error.message : error}`)
  }
}
for (const [warning, count] of warnings) console.warn(`warning${count > 1 ? ` (x${count})` : ''}: ${warning}`)
console.log(`build: ${stale.length - failed} built, ${upToDate} up to date, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(failed ? 1 : 0)
