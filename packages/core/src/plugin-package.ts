import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PluginDefinition } from './define.ts'

/** What a plugin's metadata is read from: its package.json. */
export interface PluginPackage {
  name: string
  version?: string
  peerDependencies?: Record<string, string>
}

/** A plugin whose metadata is known: its package name and version, and the core range it was built for when it says one. */
export type NamedPlugin = PluginDefinition & { name: string; version: string }

/**
 * The plugin with the name, version and core range of its package filled in (`name`, `version`,
 * `peerDependencies['@svc/core']`), so a plugin.ts need not repeat them. What the plugin states itself wins.
 */
export function withPackageMetadata(plugin: PluginDefinition, pkg: PluginPackage): NamedPlugin {
  const core = plugin.core ?? pkg.peerDependencies?.['@svc/core']
  return { ...plugin, name: plugin.name ?? pkg.name, version: plugin.version ?? pkg.version ?? '0.0.0', ...(core ? { core } : {}) }
}

/** The nearest package.json at or above `from` (a file or folder path, or a file: URL), parsed; undefined when there is none. */
export function readNearestPackage(from: string | URL): PluginPackage | undefined {
  const start = from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : from
  for (let dir = existsSync(join(start, 'package.json')) ? start : dirname(start); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as Partial<PluginPackage>
      if (typeof pkg.name === 'string') return pkg as PluginPackage
    }
    if (dirname(dir) === dir) return undefined
  }
}

/** How a plugin is named in messages: its package name, else its group. */
export function pluginLabel(plugin: Pick<PluginDefinition, 'name' | 'group' | 'operations'>): string {
  return plugin.name ?? `the ${plugin.group ?? plugin.operations[0]?.group ?? 'unnamed'} plugin`
}
