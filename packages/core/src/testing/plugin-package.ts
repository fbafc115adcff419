import { expect } from 'vitest'
import type { PluginDefinition } from '../define.ts'
import { type NamedPlugin, pluginLabel, readNearestPackage, withPackageMetadata } from '../plugin-package.ts'

/**
 * The plugin with its package's metadata, as a host fills it: the package.json nearest `packageUrl`, by default
 * nearest the running test file (a plugin's tests live in its package). A plugin that names itself keeps its name.
 */
export function withTestPackage(plugin: PluginDefinition, packageUrl?: string | URL): NamedPlugin
export function withTestPackage(plugin: PluginDefinition, packageUrl: string | URL | undefined, optional: true): PluginDefinition
export function withTestPackage(plugin: PluginDefinition, packageUrl?: string | URL, optional = false): PluginDefinition {
  const from = packageUrl ?? expect.getState().testPath
  const pkg = from ? readNearestPackage(from) : undefined
  if (pkg) return withPackageMetadata(plugin, pkg)
  if (plugin.name) return { ...plugin, name: plugin.name, version: plugin.version ?? '0.0.0' }
  if (optional) return plugin
  throw new Error(`${pluginLabel(plugin)}: no package.json found${from ? ` at or above ${String(from)}` : ''} to read its name from; pass \`packageUrl\` (the plugin package's folder or package.json)`)
}
