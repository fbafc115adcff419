#!/usr/bin/env node
// `pnpm changeset [command]`: changesets' own CLI, except `version`, which applies the 0.x policy.
// Under 0.x semver a breaking change is a minor bump. Changesets gives a package a major bump when it
// declares one, or when a peer it depends on (@svc/core) leaves its range, which would send every
// plugin to 1.0.0 with the first breaking core release. Here a package below 1.0.0 stays on 0.x: its
// major bumps become minor ones. Leaving 0.x is a deliberate edit of that package's version.
// Usage: node scripts/changeset.mjs version [--cwd DIR]   (other commands go to changesets unchanged)
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'

const require = createRequire(import.meta.url)
const cliPackage = require.resolve('@changesets/cli/package.json')
// The libraries behind `changeset version`, as the CLI itself resolves them.
const fromCli = createRequire(cliPackage)
const load = (name) => {
  const loaded = fromCli(name)
  return loaded.default ?? loaded
}

/** Turns the major bumps of 0.x packages into minor ones (mutates and returns the plan). */
export function keepZeroMajor(plan, inc) {
  for (const release of plan.releases) {
    if (release.type !== 'major' || !release.oldVersion.startsWith('0.')) continue
    release.type = 'minor'
    release.newVersion = inc(release.oldVersion, 'minor')
  }
  return plan
}

async function version(cwd) {
  const readChangesets = load('@changesets/read')
  const assembleReleasePlan = load('@changesets/assemble-release-plan')
  const applyReleasePlan = load('@changesets/apply-release-plan')
  const { read: readConfig } = fromCli('@changesets/config')
  const { readPreState } = fromCli('@changesets/pre')
  const { getPackages } = fromCli('@manypkg/get-packages')
  const semver = fromCli('semver')
  const packages = await getPackages(cwd)
  const config = await readConfig(cwd, packages)
  const [changesets, preState] = await Promise.all([readChangesets(cwd), readPreState(cwd)])
  if (!changesets.length) return console.log('No unreleased changesets found.')
  const plan = keepZeroMajor(assembleReleasePlan(changesets, packages, config, preState), semver.inc)
  await applyReleasePlan(plan, packages, config, undefined, resolve(dirname(cliPackage), 'dist'))
  for (const release of plan.releases.filter((release) => release.type !== 'none')) console.log(`${release.name}: ${release.oldVersion} -> ${release.newVersion}`)
}

const args = process.argv.slice(2)
if (args[0] === 'version') {
  const cwdFlag = args.indexOf('--cwd')
  await version(resolve(cwdFlag >= 0 ? args[cwdFlag + 1] : process.cwd()))
} else {
  const { status } = spawnSync(process.execPath, [resolve(dirname(cliPackage), 'bin.js'), ...args], { stdio: 'inherit' })
  process.exit(status ?? 1)
}
