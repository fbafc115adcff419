import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { PluginDefinition } from '../define.ts'
import { EXAMPLES_FILE, type NamedPlugin, pluginLabel, readNearestPackage, withPackageMetadata } from '../plugin-package.ts'
import { recordingExamples } from './example-check.ts'

/**
 * The plugin with its package's metadata, as a host fills it: the package.json nearest `packageUrl`, by default
 * nearest the running test file (a plugin's tests live in its package). A plugin that names itself keeps its name.
 */
export function withTestPackage(plugin: PluginDefinition, packageUrl?: string | URL): NamedPlugin
export function withTestPackage(plugin: PluginDefinition, packageUrl: string | URL | undefined, optional: true): PluginDefinition
export function withTestPackage(plugin: PluginDefinition, packageUrl?: string | URL, optional = false): PluginDefinition {
  const from = packageFrom(packageUrl)
  const pkg = from ? readNearestPackage(from) : undefined
  if (pkg) return withPackageMetadata(plugin, pkg)
  if (plugin.name) return { ...plugin, name: plugin.name, version: plugin.version ?? '0.0.0' }
  if (optional) return plugin
  throw new Error(`${pluginLabel(plugin)}: no package.json found${from ? ` at or above ${String(from)}` : ''} to read its name from; pass \`packageUrl\` (the plugin package's folder or package.json)`)
}

/** Where the package under test is looked up from: the URL given, else the running test file. */
const packageFrom = (packageUrl?: string | URL) => packageUrl ?? expect.getState().testPath

/**
 * The recorded examples file of the package under test (its `EXAMPLES_FILE`) when it keeps one, or when a
 * recording run is to write it; undefined for a package without one, whose examples are then not required.
 */
export function packageExamplesFile(packageUrl?: string | URL): string | undefined {
  const from = packageFrom(packageUrl)
  const dir = from ? readNearestPackage(from)?.dir : undefined
  if (dir === undefined) return undefined
  const file = join(dir, EXAMPLES_FILE)
  return existsSync(file) || recordingExamples() ? file : undefined
}
