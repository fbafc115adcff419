// The one build configuration of every package: ESM + types for Node 20, entries read from the
// package itself (what its package.json exports and bins name, plus its worker-thread entries).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

/** `./dist/testing/index.mjs` -> `testing/index` (the output name tsdown gives that entry). */
const outputName = (distPath) => distPath.replace(/^\.\/dist\//, '').replace(/\.mjs$/, '')

/** Entries of the package in `dir`: output name -> source file. */
export function entriesOf(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const entries = {}
  for (const target of Object.values(pkg.exports ?? {})) {
    if (typeof target === 'object' && target['@svc/source'] && target.default) entries[outputName(target.default)] = target['@svc/source']
  }
  for (const bin of Object.values(typeof pkg.bin === 'string' ? { bin: pkg.bin } : (pkg.bin ?? {}))) {
    const name = outputName(bin)
    entries[name] ??= `./src/${name}.ts`
  }
  // Worker threads start dist/<name>-worker.mjs: each src/**/<name>-worker.ts is its own entry.
  for (const file of filesUnder(join(dir, 'src'))) {
    if (file.endsWith('-worker.ts')) entries[basename(file, '.ts')] = `./${relative(dir, file)}`
  }
  return entries
}

/** Entries that also run in browsers (they import nothing from node:): built platform-neutral. */
const BROWSER_ENTRIES = { '@svc/client': ['index', 'codegen/index'] }

/** The tsdown builds of the package in `dir`, writing into `outDir` (one per platform). */
export function packageBuildConfigs(dir, { outDir = 'dist', sharedProgram = false } = {}) {
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const entries = entriesOf(dir)
  const browser = BROWSER_ENTRIES[name] ?? []
  const pick = (keep) => Object.fromEntries(Object.entries(entries).filter(([entry]) => keep(browser.includes(entry))))
  const common = {
    cwd: dir,
    outDir,
    format: 'esm',
    // For many packages, one TypeScript program over every package's sources, made once and shared
    // by all of them (instead of one per package, each re-reading core and its dependencies).
    dts: sharedProgram ? { eager: true, tsconfig: join(ROOT, 'tsconfig.build.json') } : true,
    // Stable chunk names: a host started before a rebuild still finds the lazily loaded chunks it asks for.
    hash: false,
    checks: { pluginTimings: false },
  }
  const builds = [{ ...common, entry: pick((inBrowser) => !inBrowser), platform: 'node', target: 'node20' }]
  if (browser.length) builds.push({ ...common, entry: pick((inBrowser) => inBrowser), platform: 'neutral', target: 'es2022', fixedExtension: true })
  return builds
}

export function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
