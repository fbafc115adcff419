import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PluginDefinition } from '@svc/core'

export const PACKAGES = join(import.meta.dirname, '..', '..', 'packages')

/** Every first-party plugin package: its folder, README and the plugin its entry exports. */
export async function firstPartyPlugins(): Promise<Array<{ dir: string; readme: string; plugin: PluginDefinition }>> {
  const dirs = readdirSync(PACKAGES).filter((name) => name.startsWith('plugin-') && existsSync(join(PACKAGES, name, 'src', 'index.ts'))).sort()
  return Promise.all(dirs.map(async (name) => {
    const module = (await import(pathToFileURL(join(PACKAGES, name, 'src', 'index.ts')).href)) as Record<string, unknown>
    const plugin = Object.values(module).find((value): value is PluginDefinition => typeof value === 'object' && value !== null && Array.isArray((value as PluginDefinition).operations))
    if (!plugin) throw new Error(`${name} exports no plugin`)
    return { dir: join(PACKAGES, name), readme: join(PACKAGES, name, 'README.md'), plugin }
  }))
}
