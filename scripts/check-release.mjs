#!/usr/bin/env node
// Release checks run by .ci/run after the build:
// 1. `pnpm changeset version` on a scratch copy of the repository (package.json files and changesets,
//    plus a breaking core release) keeps every 0.x package on 0.x and the plugins' core ranges satisfied.
// 2. The packed tarballs of core, host and x402, and of a plugin, hold every file their exports and bins
//    name, types for each, and a LICENSE. A plugin's package.json carries none of what is derived
//    (scripts/normalize-packages.mjs): its LICENSE is the root's, copied in by `pnpm pack`; its published
//    exports lose the `@svc/source` condition in .pnpmfile.cjs; npm fills in homepage and bugs from repository.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pack, packDir } from './pack.mjs'

const root = resolve(import.meta.dirname, '..')
const semver = createRequire(join(root, 'packages/host/package.json'))('semver')
const failures = []
const check = (ok, message) => ok || failures.push(message)
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

function checkVersionPolicy() {
  const scratch = mkdtempSync(join(tmpdir(), 'svc-version-'))
  for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, file), join(scratch, file))
  cpSync(join(root, '.changeset'), join(scratch, '.changeset'), { recursive: true })
  for (const name of readdirSync(join(root, 'packages'))) {
    if (!existsSync(join(root, 'packages', name, 'package.json'))) continue
    mkdirSync(join(scratch, 'packages', name), { recursive: true })
    cpSync(join(root, 'packages', name, 'package.json'), join(scratch, 'packages', name, 'package.json'))
  }
  // Versions are what this checks: no CHANGELOG.md written, whose entries cost a `git log` per changeset
  // (two outside a git repository; ~1,800 processes) and a prettier pass per package, ~55 s of CPU.
  const config = join(scratch, '.changeset', 'config.json')
  writeFileSync(config, JSON.stringify({ ...readJson(config), changelog: false }))
  // A breaking change of core under 0.x: its minor bump leaves every plugin's `^0.x` peer range.
  writeFileSync(join(scratch, '.changeset', 'zz-breaking-core.md'), '---\n"@svc/core": minor\n---\n\nA breaking core change (release check).\n')
  const before = readJson(join(scratch, 'packages/core/package.json')).version
  execFileSync(process.execPath, [join(root, 'scripts/changeset.mjs'), 'version', '--cwd', scratch], { stdio: 'pipe' })
  const core = readJson(join(scratch, 'packages/core/package.json')).version
  check(core === semver.inc(before, 'minor'), `changeset version: core went ${before} -> ${core}, expected ${semver.inc(before, 'minor')}`)
  for (const name of readdirSync(join(scratch, 'packages'))) {
    const pkg = readJson(join(scratch, 'packages', name, 'package.json'))
    check(semver.major(pkg.version) === 0, `changeset version: ${pkg.name} reached ${pkg.version} (0.x packages stay on 0.x)`)
    const range = pkg.peerDependencies?.['@svc/core']
    if (range && !range.startsWith('workspace:')) check(semver.satisfies(core, range), `changeset version: ${pkg.name} asks for core ${range}, which core ${core} does not satisfy`)
  }
}

/** Every path an exports/bin map names (conditions walked). */
const targetsOf = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targetsOf) : [])

function checkPack(dir, packs) {
  const tarball = pack(join(root, dir), packs)
  const files = new Set(execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean).map((file) => file.replace(/^package\//, '')))
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }))
  check(files.has('LICENSE'), `${manifest.name}: no LICENSE in the tarball`)
  check(!JSON.stringify(manifest.exports).includes('@svc/source'), `${manifest.name}: published exports still name the @svc/source condition`)
  for (const target of [...targetsOf(manifest.exports), ...targetsOf(manifest.bin)]) {
    check(files.has(target.replace(/^\.\//, '')), `${manifest.name}: ${target} is named by exports/bin but not in the tarball`)
  }
  // TypeScript reads a `types` condition, or else the declarations beside the JavaScript (.d.mts for .mjs).
  for (const target of targetsOf(manifest.exports).filter((file) => file.endsWith('.mjs'))) {
    check(files.has(target.replace(/^\.\//, '').replace(/\.mjs$/, '.d.mts')), `${manifest.name}: no declarations for ${target} in the tarball`)
  }
  // A host reads a plugin's recorded examples from the installed package (core's EXAMPLES_FILE).
  if (existsSync(join(root, dir, 'src/examples.json'))) check(files.has('src/examples.json'), `${manifest.name}: src/examples.json (its recorded examples) is not in the tarball`)
  for (const field of ['repository', 'license']) check(manifest[field], `${manifest.name}: no ${field}`)
  // npm fills in homepage (the repository's README) and bugs (its issues) from a GitHub repository.
  const onGitHub = /^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/.test(manifest.repository?.url ?? '')
  for (const field of ['homepage', 'bugs']) check(manifest[field] || onGitHub, `${manifest.name}: no ${field}, and no GitHub repository npm derives it from`)
  check(readFileSync(join(root, 'LICENSE'), 'utf8') === execFileSync('tar', ['-xzOf', tarball, 'package/LICENSE'], { encoding: 'utf8' }) || !files.has('LICENSE'), `${manifest.name}: its LICENSE is not the repository's`)
  if (manifest.name === '@svc/host') {
    // Serving needs no caller chain libraries: the caller CLI's @svc/client is an optional peer.
    const pulled = Object.keys(manifest.dependencies ?? {}).filter((name) => /^(@svc\/client|viem|@x402\/|@solana\/)/.test(name))
    check(!pulled.length, `@svc/host: depends on ${pulled.join(', ')} (callers' libraries)`)
  }
  console.log(`pack ${manifest.name}@${manifest.version}: ${files.size} files`)
}

checkVersionPolicy()
// plugin-sunrise stands for every plugin: normalize-packages.mjs gives them all the same package.json shape.
const packs = packDir()
for (const dir of ['packages/core', 'packages/host', 'packages/x402', 'packages/plugin-sunrise']) checkPack(dir, packs)
for (const failure of failures) console.error(`FAIL ${failure}`)
console.log(failures.length ? `release checks: ${failures.length} failed` : 'release checks: all passed')
process.exit(failures.length ? 1 : 0)
