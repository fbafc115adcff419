#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { buildRegistry, ConfigError, loadConfig, microsToDecimal, listedMicros } from '@svc/core'
import { createHost, loadInstalledPlugins } from './host.ts'
import { PluginLoadError } from './load.ts'
import { listen } from './server.ts'

const usage = `svc: pay-per-call API host

Usage:
  svc serve [--port N] [--config FILE]   serve every installed plugin
  svc list [--json] [--config FILE]      list installed plugins and their operations

Configuration: svc.config.json in the working directory (or SVC_CONFIG); every key also by env (SVC_PORT, SVC_DATA_DIR, SVC_REDIS_URL, ...). See docs/operating.md.`

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { port: { type: 'string' }, config: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
  const command = positionals[0] ?? 'help'
  if (values.config) process.env.SVC_CONFIG = values.config
  if (values.help || command === 'help') {
    console.log(usage)
    return 0
  }
  const overrides = values.port !== undefined ? { port: Number(values.port) } : undefined
  const config = await loadConfig(overrides ? { overrides } : {})
  if (command === 'list') return list(config, Boolean(values.json))
  if (command === 'serve') return serveCommand(config)
  console.error(`Unknown command "${command}"\n\n${usage}`)
  return 1
}

async function serveCommand(config: Awaited<ReturnType<typeof loadConfig>>): Promise<number> {
  const started = performance.now()
  const host = await createHost({ config })
  const server = await listen(host)
  const { runtime } = host.svc
  console.log(`svc listening on ${server.url} with ${host.plugins.length} plugins, ${runtime.registry.operations.length} operations (${Math.round(performance.now() - started)} ms)`)
  console.log(`state: ${runtime.state.backend}${runtime.state.backend === 'embedded' ? ` in ${config.dataDir}` : ''}; ${runtime.gate.describe?.() ?? 'payments: custom gate'}`)
  const unavailable = runtime.registry.operations.filter((operation) => !operation.availability.available)
  if (unavailable.length) console.log(`${unavailable.length} operations unavailable until configured (svc list shows why)`)
  console.log(`try: curl '${server.url}/api/directory'`)
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      console.log(`${signal}: draining requests and shutting down`)
      server.close().then(resolve, resolve)
    }
    process.once('SIGINT', () => stop('SIGINT'))
    process.once('SIGTERM', () => stop('SIGTERM'))
  })
  return 0
}

async function list(config: Awaited<ReturnType<typeof loadConfig>>, json: boolean): Promise<number> {
  const plugins = await loadInstalledPlugins(process.cwd(), config)
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
  }))
  if (json) {
    console.log(JSON.stringify({ plugins: plugins.map(({ name, version }) => ({ name, version })), operations: rows }, null, 2))
    return 0
  }
  for (const plugin of plugins) console.log(`${plugin.name}@${plugin.version}`)
  console.log('')
  const width = Math.max(...rows.map((row) => row.id.length), 2)
  for (const row of rows) {
    const state = row.available ? '' : `  unavailable: ${row.reason}`
    console.log(`${row.id.padEnd(width)}  ${row.method.padEnd(4)}  $${row.priceUsd}${row.pricing === 'fixed' ? '' : ` (${row.pricing})`}${state}`)
  }
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof PluginLoadError) console.error(error.message)
    else console.error(error)
    process.exit(1)
  },
)
