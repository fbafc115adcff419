import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp, loadConfig, type CreateAppOptions, type PluginDefinition, type SvcApp, type SvcConfig } from '@svc/core'
import { discoverPlugins, type FoundPlugin } from './discover.ts'
import { loadPlugin } from './load.ts'

export interface HostOptions {
  /** Defaults to `loadConfig()` (svc.config.json / SVC_CONFIG, then env). */
  config?: SvcConfig
  /** Where discovery starts (default: the working directory). */
  cwd?: string
  /** Plugins to serve instead of discovering them. */
  plugins?: PluginDefinition[]
  gate?: CreateAppOptions['gate']
  log?: (message: string) => void
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
  const gate = options.gate ?? (await installedPaymentGate(cwd))
  const svc = createApp({
    config,
    plugins,
    ...(gate ? { gate } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
  return { svc, config, plugins }
}

export async function loadInstalledPlugins(cwd: string, config: Pick<SvcConfig, 'plugins'>): Promise<PluginDefinition[]> {
  const found: FoundPlugin[] = discoverPlugins({ cwd, ...config.plugins })
  return Promise.all(found.map(loadPlugin))
}

/** The x402 gate when `@svc/x402` is installed beside the host; without it paid calls answer 402 with no rail. */
export async function installedPaymentGate(cwd: string): Promise<CreateAppOptions['gate'] | undefined> {
  let entry: string
  try {
    entry = createRequire(join(cwd, 'package.json')).resolve('@svc/x402')
  } catch {
    return undefined
  }
  const module = (await import(pathToFileURL(entry).href)) as { x402GateFromConfig?: CreateAppOptions['gate'] }
  return module.x402GateFromConfig
}
