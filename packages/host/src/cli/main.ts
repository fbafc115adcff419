import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '@svc/core'
import { PluginLoadError } from '../load.ts'
import { DEFAULT_URL, processIo, UsageError, type CliIo } from './io.ts'
import { listCommand, serveCommand } from './serve.ts'

const CALLER_COMMANDS = ['call', 'search', 'directory', 'types', 'channels', 'receipts']
/** Commands whose errors come out as JSON with --json. */
const JSON_COMMANDS = ['call', 'search', 'directory', 'channels', 'receipts']

/** The caller commands need @svc/client, an optional peer of @svc/host: loaded on first use, so serving never does. */
async function callerModule<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND' || !String(error).includes('@svc/client')) throw error
    throw new UsageError('svc call, search, directory, channels, receipts and types need @svc/client installed beside @svc/host')
  }
}

export const usage = `svc: pay-per-call API host and caller

Serve:
  svc serve [--port N] [--host ADDR] [--config FILE] [--testnet]
                                               serve the plugins package.json names; --testnet:
                                               payments on Base Sepolia and Solana devnet in test
                                               USDC, settled by x402.org's public facilitator
  svc serve --free                             every operation free, on 127.0.0.1 only (another
                                               --host also needs --allow-public-free)
  svc list [--json] [--config FILE]           installed plugins and their operations
  svc providers [--json]                       the providers they call: docs, auth, limits, terms
  svc providers check [--json] [id...]         call each provider live with its operations' examples;
                                               exit 1 when one is unauthorized, rate limited, blocked,
                                               changed shape or unreachable
  svc providers record <id> [--out DIR]        re-record a provider's fixtures from live answers

Call a host (--url URL, or SVC_URL; default ${DEFAULT_URL}):
  svc directory [group|words] [--json]         the catalog: operations, methods, prices (free)
  svc search "<task>" [--json]                 operations ranked for a task in plain words (free)
  svc call <id> key=value ... [--json] [--pay] [--max USD] [--max-deposit USD] [--out FILE]
                                               call an operation: free trial by default (once per
                                               operation per hour); key:=<json> for JSON values
  svc types [--installed] [--out FILE] [--name T]
                                               the typed operation map for @svc/client
  svc channels [--json]                        x402 channels that --pay opened: host, payer, deposit,
                                               spent, remaining, opened
  svc channels close [--all] [--json]          close the channels with this host (--all: every host)
                                               cooperatively; the unspent deposit is refunded
  svc receipts [--limit N] [--json]            the wallet's paid calls on the host, newest first
                                               (it signs in: nothing is paid)

Paying (--pay): SVC_PAYER_EVM_KEY (0x private key, USDC on Base) or SVC_PAYER_SOLANA_KEY (base58
secret key, USDC on Solana). Limits: --max (per call, default $1), SVC_MAX_PER_DAY, SVC_ALLOW; the
daily total is kept in SVC_SPEND_FILE (default ~/.config/svc/spend.json). --trial with --pay tries
the free call first. A host offering x402 channels (batch-settlement) is paid by voucher from one
deposit when --max-deposit or SVC_MAX_CHANNEL_DEPOSIT (USD, over all channels) allows it; channels
are kept in SVC_CHANNELS_FILE (default ~/.config/svc/channels.json) for later commands.

Host configuration: svc.config.json in the working directory (or SVC_CONFIG); every key also by env
(SVC_PORT, SVC_DATA_DIR, SVC_REDIS_URL, ...). See docs/operating.md and docs/callers.md.`

const options = {
  port: { type: 'string' },
  host: { type: 'string' },
  free: { type: 'boolean' },
  testnet: { type: 'boolean' },
  'allow-public-free': { type: 'boolean' },
  config: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  url: { type: 'string' },
  pay: { type: 'boolean' },
  trial: { type: 'boolean' },
  max: { type: 'string' },
  'max-deposit': { type: 'string' },
  all: { type: 'boolean' },
  limit: { type: 'string' },
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
      case 'serve': {
        if (!values.free && values['allow-public-free']) throw new UsageError('--allow-public-free goes with --free')
        const loaded = await config()
        if (values.testnet && values.free) throw new UsageError('--testnet takes payments; --free takes none: choose one')
        if (!values.free) return await serveCommand(values.host ? { ...loaded, host: values.host } : loaded, io, undefined, values.testnet === true)
        return await serveCommand(loaded, io, { host: values.host, allowPublicFree: values['allow-public-free'] })
      }
      case 'list': return await listCommand(await config(), values.json === true, io)
      case 'providers': return await (await import('./providers.ts')).providersCommand(args, values, io, config)
      case 'call': return await (await callerModule(() => import('./call.ts'))).callCommand(args, values, io)
      case 'search': return await (await callerModule(() => import('./discovery.ts'))).searchCommand(args, values, io)
      case 'directory': return await (await callerModule(() => import('./discovery.ts'))).directoryCommand(args, values, io)
      case 'channels': return await (await callerModule(() => import('./channels.ts'))).channelsCommand(args, values, io)
      case 'receipts': return await (await callerModule(() => import('./receipts.ts'))).receiptsCommand(values, io)
      case 'types': return await (await callerModule(() => import('./types.ts'))).typesCommand(values, io, config)
      default:
        throw new UsageError(`Unknown command "${command}"`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`)
      return 2
    }
    if (error instanceof ConfigError || error instanceof PluginLoadError) {
      if (values.json && JSON_COMMANDS.includes(command)) io.out(JSON.stringify({ error: error.message, code: 'CLI_ERROR' }, null, 2))
      else io.err(error.message)
      return 1
    }
    if (!CALLER_COMMANDS.includes(command)) {
      io.err(`error: ${(error as Error).message ?? String(error)}`)
      return 1
    }
    const { errorJson, formatError } = await import('./format.ts')
    if (values.json && JSON_COMMANDS.includes(command)) io.out(JSON.stringify(errorJson(error), null, 2))
    else io.err(formatError(error))
    return 1
  }
}
