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
  const gate = options.gate ?? (await installedPaymentGate())
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

/**
 * The x402 gate of the operator's `settings.x402`: `@svc/x402` is a dependency of the host, so payments
 * work wherever the host is installed. Loaded here rather than at import, so `svc call` never loads it.
 */
export async function installedPaymentGate(): Promise<NonNullable<CreateAppOptions['gate']>> {
  return (await import('@svc/x402')).x402GateFromConfig
}
