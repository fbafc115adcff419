import { buildRegistry, listedMicros, microsToDecimal, providersOf, type SvcConfig } from '@svc/core'
import { createHost, loadInstalledPlugins } from '../host.ts'
import { listen } from '../server.ts'
import { freeHost, freeServeConfig, type FreeFlags } from './free.ts'
import type { CliIo } from './io.ts'

/** `svc serve`: every installed plugin on the configured port, until SIGINT/SIGTERM; `--free`: every operation free, on loopback. */
export async function serveCommand(loaded: SvcConfig, io: CliIo, free?: FreeFlags): Promise<number> {
  const started = performance.now()
  if (free) freeHost(free, io.env)
  const plugins = await loadInstalledPlugins(io.cwd, loaded)
  const config = free ? freeServeConfig(loaded, plugins, free, io.env) : loaded
  const host = await createHost({ config, cwd: io.cwd, plugins })
  const server = await listen(host, io.out)
  const { runtime } = host.svc
  io.out(`svc listening on ${server.url} with ${host.plugins.length} plugins, ${runtime.registry.operations.length} operations (${Math.round(performance.now() - started)} ms)`)
  if (free) io.out('free mode: every operation is free (no payment, no trial used up); for exploring a local host')
  io.out(`state: ${runtime.state.backend}${runtime.state.backend === 'embedded' ? ` in ${config.dataDir}` : ''}; ${runtime.gate.describe?.() ?? 'payments: custom gate'}`)
  const unavailable = runtime.registry.operations.filter((operation) => !operation.availability.available)
  if (unavailable.length) io.out(`${unavailable.length} operations unavailable until configured (svc list shows why)`)
  io.out(`try: curl '${server.url}/api/directory'`)
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      io.out(`${signal}: draining requests and shutting down`)
      server.close().then(resolve, resolve)
    }
    process.once('SIGINT', () => stop('SIGINT'))
    process.once('SIGTERM', () => stop('SIGTERM'))
  })
  return 0
}

/** `svc list`: installed plugins, their operations, prices and availability. */
export async function listCommand(config: SvcConfig, json: boolean, io: CliIo): Promise<number> {
  const plugins = await loadInstalledPlugins(io.cwd, config)
  const registry = buildRegistry(plugins, config)
  const rows = registry.operations.map((operation) => ({
    id: operation.id,
    method: operation.method,
    path: operation.path,
    priceUsd: microsToDecimal(listedMicros(operation)),
    pricing: operation.price.mode,
    available: operation.availability.available,
    ...(operation.availability.reason ? { reason: operation.availability.reason } : {}),
    plugin: operation.plugin.name,
    providers: (operation.definition.upstreams ?? []).map((upstream) => upstream.id),
  }))
  const providers = providersOf(registry.operations, config).map(({ id, name, limit, termsSummary }) => ({ id, name, limit, terms: termsSummary }))
  if (json) {
    io.out(JSON.stringify({ plugins: plugins.map(({ name, version }) => ({ name, version })), operations: rows, providers }, null, 2))
    return 0
  }
  for (const plugin of plugins) io.out(`${plugin.name}@${plugin.version}`)
  io.out('')
  const width = Math.max(...rows.map((row) => row.id.length), 2)
  for (const row of rows) {
    const state = row.available ? '' : `  unavailable: ${row.reason}`
    const data = row.providers.length ? `  data: ${row.providers.join(', ')}` : ''
    io.out(`${row.id.padEnd(width)}  ${row.method.padEnd(4)}  $${row.priceUsd}${row.pricing === 'fixed' ? '' : ` (${row.pricing})`}${data}${state}`)
  }
  if (providers.length) io.out('\nProviders (svc providers has more):')
  for (const provider of providers) io.out(`${provider.id}: ${provider.name}. Limits: ${provider.limit}. Terms: ${provider.terms}`)
  return 0
}
