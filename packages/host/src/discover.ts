import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The package.json key that makes a package a plugin: `"svc": { "plugin": true }`. */
export const PLUGIN_ROLE_KEY = 'svc'

export interface FoundPlugin {
  name: string
  version: string
  /** Directory of the installed package. */
  dir: string
}

export interface DiscoverOptions {
  /** Where to start looking (node_modules here and in every parent). */
  cwd: string
  include?: string[]
  exclude?: string[]
}

/**
 * Finds installed packages that declare themselves svc plugins, first-party
 * (`@svc/plugin-*`) and third-party alike. The nearest node_modules wins.
 */
export function discoverPlugins(options: DiscoverOptions): FoundPlugin[] {
  const found = new Map<string, FoundPlugin>()
  for (let dir = options.cwd; ; dir = dirname(dir)) {
    const modules = join(dir, 'node_modules')
    if (existsSync(modules)) for (const plugin of scanModules(modules)) if (!found.has(plugin.name)) found.set(plugin.name, plugin)
    if (dirname(dir) === dir) break
  }
  const include = options.include?.length ? new Set(options.include) : undefined
  const exclude = new Set(options.exclude ?? [])
  return [...found.values()]
    .filter((plugin) => (!include || include.has(plugin.name) || include.has(shortName(plugin.name))) && !exclude.has(plugin.name) && !exclude.has(shortName(plugin.name)))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** `@svc/plugin-convert` -> `convert`, so operators can write short names in include/exclude. */
export function shortName(name: string): string {
  return name.replace(/^@svc\/plugin-/, '')
}

function scanModules(modules: string): FoundPlugin[] {
  const plugins: FoundPlugin[] = []
  for (const entry of safeList(modules)) {
    if (entry.startsWith('.')) continue
    const dirs = entry.startsWith('@') ? safeList(join(modules, entry)).map((name) => join(modules, entry, name)) : [join(modules, entry)]
    for (const dir of dirs) {
      const plugin = readPluginManifest(dir)
      if (plugin) plugins.push(plugin)
    }
  }
  return plugins
}

function readPluginManifest(dir: string): FoundPlugin | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; svc?: { plugin?: boolean } }
    if (manifest[PLUGIN_ROLE_KEY]?.plugin !== true || !manifest.name) return undefined
    return { name: manifest.name, version: manifest.version ?? '0.0.0', dir }
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
