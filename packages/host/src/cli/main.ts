import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '@svc/core'
import { PluginLoadError } from '../load.ts'
import { callCommand } from './call.ts'
import { DEFAULT_URL } from './caller.ts'
import { directoryCommand, searchCommand } from './discovery.ts'
import { errorJson, formatError } from './format.ts'
import { processIo, UsageError, type CliIo } from './io.ts'
import { listCommand, serveCommand } from './serve.ts'
import { typesCommand } from './types.ts'

export const usage = `svc: pay-per-call API host and caller

Serve:
  svc serve [--port N] [--config FILE]        serve every installed plugin
  svc list [--json] [--config FILE]           installed plugins and their operations

Call a host (--url URL, or SVC_URL; default ${DEFAULT_URL}):
  svc directory [group|words] [--json]         the catalog: operations, methods, prices (free)
  svc search "<task>" [--json] [--pay]         operations ranked for a task in plain words
  svc call <id> key=value ... [--json] [--pay] [--max USD] [--out FILE]
                                               call an operation: free trial by default (once per
                                               operation per hour); key:=<json> for JSON values
  svc types [--installed] [--out FILE] [--name T]
                                               the typed operation map for @svc/client

Paying (--pay): SVC_PAYER_EVM_KEY (0x private key, USDC on Base) or SVC_PAYER_SOLANA_KEY (base58
secret key, USDC on Solana). Limits: --max (per call, default $1), SVC_MAX_PER_DAY, SVC_ALLOW; the
daily total is kept in SVC_SPEND_FILE (default ~/.config/svc/spend.json). --trial with --pay tries
the free call first.

Host configuration: svc.config.json in the working directory (or SVC_CONFIG); every key also by env
(SVC_PORT, SVC_DATA_DIR, SVC_REDIS_URL, ...). See docs/operating.md and docs/callers.md.`

const options = {
  port: { type: 'string' },
  config: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  url: { type: 'string' },
  pay: { type: 'boolean' },
  trial: { type: 'boolean' },
  max: { type: 'string' },
  out: { type: 'string', short: 'o' },
  installed: { type: 'boolean' },
  name: { type: 'string' },
  'import-from': { type: 'string' },
} as const

/** Runs one command; returns the exit code (0 done, 1 failed, 2 wrong use). */
export async function runCli(argv: string[], io: CliIo = processIo()): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof options }>>
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options })
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
  const { values, positionals } = parsed
  const [command = 'help', ...args] = positionals
  if (values.config) io.env.SVC_CONFIG = values.config
  const config = () => loadConfig({ cwd: io.cwd, env: io.env, ...(values.port !== undefined ? { overrides: { port: Number(values.port) } } : {}) })
  try {
    switch (values.help ? 'help' : command) {
      case 'help':
        io.out(usage)
        return 0
      case 'serve': return await serveCommand(await config(), io)
      case 'list': return await listCommand(await config(), values.json === true, io)
      case 'call': return await callCommand(args, values, io)
      case 'search': return await searchCommand(args, values, io)
      case 'directory': return await directoryCommand(args, values, io)
      case 'types': return await typesCommand(values, io, config)
      default:
        throw new UsageError(`Unknown command "${command}"`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`)
      return 2
    }
    if (values.json && ['call', 'search', 'directory'].includes(command)) io.out(JSON.stringify(errorJson(error), null, 2))
    else if (error instanceof ConfigError || error instanceof PluginLoadError) io.err(error.message)
    else io.err(formatError(error))
    return 1
  }
}
