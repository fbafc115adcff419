import { buildRegistry, listedMicros, microsToDecimal, providersOf, type SvcConfig } from '@svc/core'
import { createHost, loadInstalledPlugins } from '../host.ts'
import { listen } from '../server.ts'
import { freeHost, freeServeConfig, type FreeFlags } from './free.ts'
import { startLines } from './start-lines.ts'
import { UsageError, type CliIo } from './io.ts'

/** `svc serve`: every installed plugin on the configured port, until SIGINT/SIGTERM; `--free`: every operation free, on loopback. */
export async function serveCommand(loaded: SvcConfig, io: CliIo, free?: FreeFlags, testnet = false): Promise<number> {
  const started = performance.now()
  if (free) freeHost(free, io.env)
  const plugins = await loadInstalledPlugins(io.cwd, loaded)
  const config = free ? freeServeConfig(loaded, plugins, free, io.env) : testnet ? await testnetConfig(loaded, io.env) : loaded
  const host = await createHost({ config, cwd: io.cwd, plugins })
  const server = await listen(host, io.out)
  const payments = free ? undefined : await paymentSetup(config, io.env)
  for (const line of startLines(host, server, { free: free !== undefined, payments, startedMs: performance.now() - started })) io.out(line)
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

/** `svc serve --testnet`: the payment sandbox (Base Sepolia, Solana devnet, test USDC, x402.org's facilitator unless another is set). */
async function testnetConfig(config: SvcConfig, env: Record<string, string | undefined>): Promise<SvcConfig> {
  if (env.SVC_NETWORK && env.SVC_NETWORK !== 'testnet') throw new UsageError(`--testnet and SVC_NETWORK=${env.SVC_NETWORK} disagree: drop one`)
  const { onTestnet } = await import('@svc/x402')
  return { ...config, settings: { ...config.settings, x402: onTestnet(config.settings.x402 as Record<string, unknown> | undefined) } }
}

/** What the operator must still set to take payments (the x402 settings as the gate reads them). */
async function paymentSetup(config: SvcConfig, env: Record<string, string | undefined>): Promise<string | undefined> {
  const { missingPaymentSetup, x402Settings } = await import('@svc/x402')
  return missingPaymentSetup(x402Settings(config, env))
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
