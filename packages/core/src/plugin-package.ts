import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PluginDefinition } from './define.ts'
import type { RecordedExamples } from './examples.ts'

/**
 * Where a plugin package keeps its recorded examples, found by convention as its package.json is: the host reads
 * it from the installed package (a published plugin lists it in package.json `files`), the test kit from the test's.
 */
export const EXAMPLES_FILE = 'src/examples.json'

/** What a plugin's metadata is read from: its package.json. */
export interface PluginPackage {
  name: string
  version?: string
  peerDependencies?: Record<string, string>
  /** The package's folder, where its recorded examples are read from (`EXAMPLES_FILE`); left out, none are read. */
  dir?: string
}

/** A plugin whose metadata is known: its package name and version, and the core range it was built for when it says one. */
export type NamedPlugin = PluginDefinition & { name: string; version: string }

/**
 * The plugin with the name, version and core range of its package filled in (`name`, `version`,
 * `peerDependencies['@svc/core']`) and its recorded examples (the package's `EXAMPLES_FILE`), so a plugin.ts need
 * not repeat them. What the plugin states itself wins.
 */
export function withPackageMetadata(plugin: PluginDefinition, pkg: PluginPackage): NamedPlugin {
  const core = plugin.core ?? pkg.peerDependencies?.['@svc/core']
  const examples = plugin.examples ?? (pkg.dir === undefined ? undefined : readPackageExamples(pkg.dir))
  return { ...plugin, name: plugin.name ?? pkg.name, version: plugin.version ?? pkg.version ?? '0.0.0', ...(core ? { core } : {}), ...(examples ? { examples } : {}) }
}

/** The recorded examples of the package in `dir` (its `EXAMPLES_FILE`); undefined when it keeps none. */
export function readPackageExamples(dir: string): RecordedExamples | undefined {
  const file = join(dir, EXAMPLES_FILE)
  if (!existsSync(file)) return undefined
  return parseExamples(JSON.parse(readFileSync(file, 'utf8')), file)
}

/** The file's entries, each checked to be an object with its `params` (what the JSON import's type used to check). */
function parseExamples(value: unknown, file: string): RecordedExamples {
  if (!isObject(value)) throw new TypeError(`${file}: must be an object of operation id -> { params, answer }`)
  for (const [id, entry] of Object.entries(value)) {
    if (!isObject(entry) || !isObject(entry.params)) throw new TypeError(`${file}: ${id} must be an object with its params`)
  }
  return value as RecordedExamples
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The nearest package.json at or above `from` (a file or folder path, or a file: URL), parsed with its folder; undefined when there is none. */
export function readNearestPackage(from: string | URL): PluginPackage | undefined {
  const start = from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : from
  for (let dir = existsSync(join(start, 'package.json')) ? start : dirname(start); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as Partial<PluginPackage>
      if (typeof pkg.name === 'string') return { ...pkg, dir } as PluginPackage
    }
    if (dirname(dir) === dir) return undefined
  }
}

/** How a plugin is named in messages: its package name, else its group. */
export function pluginLabel(plugin: Pick<PluginDefinition, 'name' | 'group' | 'operations'>): string {
  return plugin.name ?? `the ${plugin.group ?? plugin.operations[0]?.group ?? 'unnamed'} plugin`
}
