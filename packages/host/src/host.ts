import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp, loadConfig, type CreateAppOptions, type PluginDefinition, type RailDefinition, type SvcApp, type SvcConfig } from '@svc/core'
import { dashboardSurface } from '@svc/operator'
import { discoverPlugins, discoverRails, type FoundPlugin } from './discover.ts'
import { loadPlugin, loadRail } from './load.ts'
import { openConfiguredState } from './state.ts'

export interface HostOptions {
  /** Defaults to `loadConfig()` (svc.config.json / SVC_CONFIG, then env). */
  config?: SvcConfig
  /** Where discovery starts (default: the working directory). */
  cwd?: string
  /** Plugins to serve instead of discovering them. */
  plugins?: PluginDefinition[]
  /** Payment rails to mount instead of the installed ones (`[]`: none). */
  rails?: CreateAppOptions['rails']
  /** One more rail, asked before the others. */
  gate?: CreateAppOptions['gate']
  log?: (message: string) => void
  /** The state store to use instead of the configured one (Redis URL or the data folder): any StateStore. */
  state?: CreateAppOptions['state']
}

export interface Host {
  svc: SvcApp
  config: SvcConfig
  plugins: PluginDefinition[]
}

/** Loads the configuration and the installed plugins (filtered by config) and builds the app. */
export async function createHost(options: HostOptions = {}): Promise<Host> {
  const cwd = options.cwd ?? process.cwd()
  const config = options.config ?? (await loadConfig({ cwd }))
  const plugins = options.plugins ?? (await loadInstalledPlugins(cwd, config))
  const rails = options.rails ?? (options.gate ? [] : await loadInstalledRails(cwd))
  const svc = createApp({
    config,
    plugins,
    rails,
    surfaces: [dashboardSurface()],
    ...(options.gate ? { gate: options.gate } : {}),
    ...(options.log ? { log: options.log } : {}),
    state: options.state ?? (await openConfiguredState(config, options.log)),
  })
  return { svc, config, plugins }
}

export async function loadInstalledPlugins(cwd: string, config: Pick<SvcConfig, 'plugins'>): Promise<PluginDefinition[]> {
  const found: FoundPlugin[] = discoverPlugins({ cwd, ...config.plugins })
  return Promise.all(found.map(loadPlugin))
}

/** This package's own directory: the rails it depends on (`@svc/x402`) are mounted wherever it is installed. */
const HOST_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Every installed payment rail (packages declaring `"svc": { "rail": true }`), loaded when the host
 * starts rather than at import, so `svc call` never loads them.
 */
export async function loadInstalledRails(cwd: string): Promise<RailDefinition[]> {
  return Promise.all(discoverRails({ cwd, hostDir: HOST_DIR }).map(loadRail))
}
