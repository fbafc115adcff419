#!/usr/bin/env node
// Run by .ci/run after the build: the README's and the plugin guide's outside-the-repository path, in
// folders with nothing of this repository beside them, as a newcomer follows it:
// 1. scaffolds a plugin (`new-plugin --standalone`), installs @svc/core from its packed tarball,
//    type-checks, tests, builds and packs it;
// 2. installs @svc/host and that plugin in an empty project, the @svc packages from their tarballs
//    through `overrides` in pnpm-workspace.yaml, exactly as the README's recipe says;
// 3. serves it (`svc serve`), calls an operation free and pays for one (scripts/standalone/serve-and-pay.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pack, packDir } from './pack.mjs'
import { serveAndPay } from './standalone/serve-and-pay.mjs'

const root = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'svc-standalone-'))
// The @svc tarballs: those check-release.mjs packed when .ci/run ran it (SVC_PACK_DIR), else packed here.
const packs = packDir()
const group = 'demo'
const started = performance.now()
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
const install = (dir) => run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], dir)
const json = (file) => JSON.parse(readFileSync(file, 'utf8'))
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)

/** A folder with no node_modules (nor package.json) above it: what it installs is all it has. */
function assertNothingBeside(dir) {
  for (let up = dirname(dir); ; up = dirname(up)) {
    if (existsSync(join(up, 'node_modules')) || existsSync(join(up, 'package.json'))) throw new Error(`${up} holds a node_modules or package.json that ${dir} could use`)
    if (dirname(up) === up) return
  }
}

try {
  const tarball = Object.fromEntries(['catalog', 'core', 'host', 'x402', 'mpp', 'state-redis', 'operator'].map((name) => [name, pack(join(root, 'packages', name), packs)]))

  // 1. The plugin of the guide's "Outside this repository", on @svc/core's tarball.
  const plugin = join(work, `svc-plugin-${group}`)
  run(process.execPath, [join(root, 'scripts/new-plugin.mjs'), '--standalone', group, plugin], work)
  assertNothingBeside(plugin)
  const pkg = json(join(plugin, 'package.json'))
  pkg.devDependencies['@svc/core'] = `file:${tarball.core}`
  writeJson(join(plugin, 'package.json'), pkg)
  // @svc/core reads the catalog's prices: its tarball too, until the packages are on npm.
  writeFileSync(join(plugin, 'pnpm-workspace.yaml'), `overrides:\n  '@svc/catalog': file:${tarball.catalog}\n`)
  const peerWarnings = install(plugin).split('\n').filter((line) => /peer dep/i.test(line))
  if (peerWarnings.length) throw new Error(`installing the plugin warned about peer dependencies:\n${peerWarnings.join('\n')}`)
  for (const script of ['typecheck', 'test', 'build']) run('pnpm', ['run', script], plugin)
  tarball.plugin = pack(plugin, join(work, 'plugin-pack'))

  // 2. The README's recipe: the host and the plugin from tarballs, the @svc packages they use as overrides.
  const app = join(work, 'app')
  mkdirSync(app)
  assertNothingBeside(app)
  writeJson(join(app, 'package.json'), { name: 'my-svc-host', private: true, type: 'module', dependencies: { '@svc/host': `file:${tarball.host}`, [pkg.name]: `file:${tarball.plugin}` } })
  writeFileSync(join(app, 'pnpm-workspace.yaml'), `overrides:\n  '@svc/catalog': file:${tarball.catalog}\n  '@svc/core': file:${tarball.core}\n  '@svc/x402': file:${tarball.x402}\n  '@svc/mpp': file:${tarball.mpp}\n  '@svc/state-redis': file:${tarball['state-redis']}\n  '@svc/operator': file:${tarball.operator}\nallowBuilds:\n  secp256k1: true\n`)
  install(app)
  const listed = JSON.parse(run(join(app, 'node_modules/.bin/svc'), ['list', '--json'], app))
  if (!listed.operations.some((operation) => operation.id === `${group}.example`)) throw new Error(`svc list does not show ${group}.example: ${JSON.stringify(listed.plugins)}`)

  // 3. Served, called, paid.
  const { paidUsd } = await serveAndPay({ root, app, group, dataDir: join(work, 'data') })
  console.log(`standalone: plugin scaffolded, type-checked, tested, built and packed; installed with @svc/host in an empty project from tarballs; served, called in trial mode and paid ($${paidUsd}) in ${Math.round((performance.now() - started) / 1000)} s (${work})`)
} catch (error) {
  console.error(`standalone check FAILED in ${work}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`)
  process.exit(1)
}
