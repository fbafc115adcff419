import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CORE_VERSION, isRailDefinition, type NamedPlugin, type PluginDefinition, type RailDefinition, withPackageMetadata } from '@svc/core'
import semver from 'semver'
import type { FoundPlugin } from './discover.ts'

export class PluginLoadError extends Error {
  override readonly name = 'PluginLoadError'
}

/**
 * Imports a discovered package and checks that it exports a valid plugin built for this core. Its name, version
 * and core range are its package.json's, and its recorded examples its `src/examples.json`, unless the plugin
 * states them (`definePlugin` needs none of them).
 */
export async function loadPlugin(found: FoundPlugin): Promise<NamedPlugin> {
  let module: Record<string, unknown>
  try {
    const entry = createRequire(join(found.dir, 'package.json')).resolve(found.name)
    module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>
  } catch (error) {
    throw new PluginLoadError(`Plugin ${found.name} could not be loaded from ${found.dir}: ${(error as Error).message}`)
  }
  const exported = [module.default, ...Object.values(module)].find(isPluginDefinition)
  if (!exported) throw new PluginLoadError(`Plugin ${found.name} does not export a plugin (definePlugin({ group, operations }))`)
  const plugin = withPackageMetadata(exported, { name: found.name, version: found.version, dir: found.dir, ...(found.core ? { peerDependencies: { '@svc/core': found.core } } : {}) })
  assertCompatible(plugin)
  return plugin
}

/** Imports a discovered rail package and checks that it exports a rail (`defineRail`). */
export async function loadRail(found: FoundPlugin): Promise<RailDefinition> {
  let module: Record<string, unknown>
  try {
    const entry = createRequire(join(found.dir, 'package.json')).resolve(found.name)
    module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>
  } catch (error) {
    throw new PluginLoadError(`Payment rail ${found.name} could not be loaded from ${found.dir}: ${(error as Error).message}`)
  }
  const rail = [module.default, ...Object.values(module)].find(isRailDefinition)
  if (!rail) throw new PluginLoadError(`Payment rail ${found.name} does not export a rail (defineRail({ id, create }))`)
  return rail
}

export function isPluginDefinition(value: unknown): value is PluginDefinition {
  const candidate = value as PluginDefinition | undefined
  // The name is optional (the package's is used), so a plugin is an object with its operations.
  return typeof candidate === 'object' && candidate !== null && (candidate.name === undefined || typeof candidate.name === 'string') && Array.isArray(candidate.operations)
}

/** Refuses a plugin declared for another major of core, as fastify-plugin does. */
export function assertCompatible(plugin: PluginDefinition): void {
  if (!plugin.core) return
  if (!semver.validRange(plugin.core)) throw new PluginLoadError(`Plugin ${plugin.name} declares an invalid core range "${plugin.core}"`)
  if (!semver.satisfies(CORE_VERSION, plugin.core)) {
    throw new PluginLoadError(`Plugin ${plugin.name} needs @svc/core ${plugin.core}, but this host runs ${CORE_VERSION}`)
  }
}
