#!/usr/bin/env node
// Run by .ci/run after the build: scaffolds a plugin outside the repository (`new-plugin --standalone`),
// installs @svc/core from its packed tarball (what a plugin author gets), then type-checks, tests and
// builds it there. Fails when the guide's outside-the-monorepo path does not work.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'svc-standalone-'))
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })

run('pnpm', ['pack', '--pack-destination', work], join(root, 'packages/core'))
const tarball = join(work, readdirSync(work).find((file) => file.endsWith('.tgz')))
const dir = join(work, 'svc-plugin-demo')
run(process.execPath, [join(root, 'scripts/new-plugin.mjs'), '--standalone', 'demo', dir], work)
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
pkg.devDependencies['@svc/core'] = `file:${tarball}`
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
try {
  run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--config.confirmModulesPurge=false'], dir)
  for (const script of ['typecheck', 'test', 'build']) run('pnpm', ['run', script], dir)
  console.log(`standalone plugin: installed @svc/core from its tarball, type-checked, tested and built in ${dir}`)
} catch (error) {
  console.error(`standalone plugin FAILED in ${dir}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`)
  process.exit(1)
}
