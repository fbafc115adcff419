import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PluginLoadError } from './load.ts'

/** The package.json key that gives a package its role: `"svc": { "plugin": true }`, or `"svc": { "rail": true }` for a payment rail. */
export const PLUGIN_ROLE_KEY = 'svc'

/** What an installed package declares itself: an svc plugin (operations) or a payment rail. */
export type PackageRole = 'plugin' | 'rail'

export interface FoundPlugin {
  name: string
  version: string
  /** Directory of the installed package. */
  dir: string
  /** Its `peerDependencies['@svc/core']`: the core range a plugin was built for. */
  core?: string
}

export interface DiscoverOptions {
  /** The operator's project: its nearest package.json names the plugins to serve. */
  cwd: string
  /** Serve exactly these installed packages instead (package names, or short names for `@svc/plugin-*`). */
  include?: string[]
  exclude?: string[]
}

/**
 * The plugins the operator installed: the dependencies named in the project's package.json (the
 * nearest one from `cwd`) that declare themselves svc plugins, first-party and third-party alike,
 * found in node_modules beside it or above. A plugin a package manager placed in node_modules for
 * another package (npm's flat layout) is not served unless named. `include` names the packages to
 * serve instead; `exclude` leaves some out. Without any package.json, every installed plugin is served.
 */
export function discoverPlugins(options: DiscoverOptions): FoundPlugin[] {
  const exclude = new Set(options.exclude ?? [])
  const project = findProject(options.cwd)
  const from = project?.dir ?? options.cwd
  const found = options.include?.length
    ? options.include.map((name) => includedPlugin(name, from))
    : project ? project.dependencies.flatMap((name) => readManifest(installedDir(name, from)!, 'plugin') ?? []) : scanAll(options.cwd, 'plugin')
  return found
    .filter((plugin) => !exclude.has(plugin.name) && !exclude.has(shortName(plugin.name)))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The payment rails installed: the packages declaring `"svc": { "rail": true }` that the operator's
 * project names (as plugins are found), and those the host itself depends on (`@svc/x402`), so
 * payments work wherever the host is installed. Without any package.json, every installed rail.
 * Sorted by name, the host's own first: the first rail that recognises a credential takes it.
 */
export function discoverRails(options: { cwd: string; hostDir?: string }): FoundPlugin[] {
  const project = findProject(options.cwd)
  const named = project ? project.dependencies.flatMap((name) => readManifest(installedDir(name, project.dir)!, 'rail') ?? []) : scanAll(options.cwd, 'rail')
  const own = options.hostDir ? (findProject(options.hostDir)?.dependencies ?? []).flatMap((name) => readManifest(installedDir(name, options.hostDir!)!, 'rail') ?? []) : []
  const found = new Map<string, FoundPlugin>()
  for (const rail of [...own.sort(byName), ...named.sort(byName)]) if (!found.has(rail.name)) found.set(rail.name, rail)
  return [...found.values()]
}

const byName = (a: FoundPlugin, b: FoundPlugin) => a.name.localeCompare(b.name)

/** `@svc/plugin-convert` -> `convert`, so operators can write short names in include/exclude. */
export function shortName(name: string): string {
  return name.replace(/^@svc\/plugin-/, '')
}

interface Project {
  dir: string
  /** Installed packages it names: dependencies, optional and dev dependencies. */
  dependencies: string[]
}

/** The nearest package.json from `cwd` up, and the dependencies it names that are installed. */
function findProject(cwd: string): Project | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const manifest = readJson(file) as { dependencies?: object; optionalDependencies?: object; devDependencies?: object } | undefined
      const named = [manifest?.dependencies, manifest?.optionalDependencies, manifest?.devDependencies].flatMap((deps) => Object.keys(deps ?? {}))
      return { dir, dependencies: [...new Set(named)].filter((name) => installedDir(name, dir) !== undefined) }
    }
    if (dirname(dir) === dir) return undefined
  }
}

/** An included package as installed (`convert` is `@svc/plugin-convert`); a missing one, or one that is no plugin, stops start-up. */
function includedPlugin(name: string, from: string): FoundPlugin {
  const installed = [`@svc/plugin-${name}`, name].find((candidate) => installedDir(candidate, from))
  if (!installed) throw new PluginLoadError(`plugins.include names ${name}, which is not installed (no node_modules/${name} in ${from} or above)`)
  const plugin = readManifest(installedDir(installed, from)!, 'plugin')
  if (!plugin) throw new PluginLoadError(`plugins.include names ${installed}, which is not an svc plugin (its package.json has no "${PLUGIN_ROLE_KEY}": { "plugin": true })`)
  return plugin
}

/** The directory of an installed package, as Node resolves it: node_modules here, then in each parent. */
function installedDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dirname(dir) === dir) return undefined
  }
}

/** No project to read: every package of the role in node_modules here and above, the nearest winning. */
function scanAll(cwd: string, role: PackageRole): FoundPlugin[] {
  const found = new Map<string, FoundPlugin>()
  for (let dir = cwd; ; dir = dirname(dir)) {
    const modules = join(dir, 'node_modules')
    if (existsSync(modules)) for (const plugin of scanModules(modules, role)) if (!found.has(plugin.name)) found.set(plugin.name, plugin)
    if (dirname(dir) === dir) break
  }
  return [...found.values()]
}

function scanModules(modules: string, role: PackageRole): FoundPlugin[] {
  const plugins: FoundPlugin[] = []
  for (const entry of safeList(modules)) {
    if (entry.startsWith('.')) continue
    const dirs = entry.startsWith('@') ? safeList(join(modules, entry)).map((name) => join(modules, entry, name)) : [join(modules, entry)]
    for (const dir of dirs) {
      const plugin = readManifest(dir, role)
      if (plugin) plugins.push(plugin)
    }
  }
  return plugins
}

function readManifest(dir: string, role: PackageRole): FoundPlugin | undefined {
  const manifest = readJson(join(dir, 'package.json')) as { name?: string; version?: string; peerDependencies?: Record<string, string>; svc?: Partial<Record<PackageRole, boolean>> } | undefined
  if (manifest?.[PLUGIN_ROLE_KEY]?.[role] !== true || !manifest.name) return undefined
  const core = manifest.peerDependencies?.['@svc/core']
  return { name: manifest.name, version: manifest.version ?? '0.0.0', dir, ...(core ? { core } : {}) }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
