#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { createClient, type SpendControls } from '@svc/client'
import { channelStoreFromEnv, railFromEnv, spendFromEnv, spendStoreFromEnv, walletFromEnv, WALLET_ENV } from '@svc/client/env'
import { serveMcpHttp } from './http.ts'
import { createMcpServer } from './server.ts'

const usage = `svc-mcp: an MCP server over an svc host: search the catalog, describe and call operations, paid within your limits

  svc-mcp [--url URL] [--pay] [--trial] [--max USD] [--max-per-session USD] [--max-per-day USD]
          [--max-deposit USD]
          [--allow ids] [--tools ids] [--http [--port N] [--hostname H] [--token T]]

  --url        the host (SVC_URL; default http://localhost:3000)
  --pay        pay with ${WALLET_ENV.evm} (Base) or ${WALLET_ENV.solana} (Solana); without it, trial calls only
  --trial      with --pay: try the free call first
  --max, --max-per-session, --max-per-day   USD limits (SVC_MAX_PER_CALL, ..._SESSION, ..._DAY);
               with --pay the session limit defaults to $1; the day's spend is kept in SVC_SPEND_FILE
  --max-deposit  USD the server may lock in x402 batch-settlement channels (SVC_MAX_CHANNEL_DEPOSIT; default
               none, every call paid on its own); later calls are paid by voucher; channels are kept in
               SVC_CHANNELS_FILE (default ~/.config/svc/channels.json, shared with \`svc channels\`), closed
               by the close_channels tool or on exit, and the unused deposit refunded
  --allow      operations that may be paid for, comma list of ids or group.* (SVC_ALLOW)
  --tools      operations offered as tools of their own, comma list of ids or group.*; without it, four
               meta-tools: search_catalog, describe_operation, call_operation (any operation by id), spending
  --http       streamable HTTP on --port (default 3333) at /mcp instead of stdio; --token requires a bearer token`

const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean)

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' }, pay: { type: 'boolean' }, trial: { type: 'boolean' }, max: { type: 'string' },
      'max-per-session': { type: 'string' }, 'max-per-day': { type: 'string' }, 'max-deposit': { type: 'string' }, allow: { type: 'string' }, tools: { type: 'string' },
      http: { type: 'boolean' }, port: { type: 'string' }, hostname: { type: 'string' }, token: { type: 'string' }, help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.error(usage)
    return
  }
  const env = process.env
  const wallet = values.pay ? await walletFromEnv(env) : undefined
  if (values.pay && !wallet) throw new Error(`--pay needs ${WALLET_ENV.evm} or ${WALLET_ENV.solana}`)
  const spend: SpendControls = { ...spendFromEnv(env) }
  if (values.max) spend.maxPerCall = values.max
  if (values['max-per-session']) spend.maxPerSession = values['max-per-session']
  if (values['max-per-day']) spend.maxPerDay = values['max-per-day']
  // Read here, not by spendFromEnv: the one-shot `svc` CLI shares that and a channel would not outlive its command.
  const deposit = values['max-deposit'] ?? env.SVC_MAX_CHANNEL_DEPOSIT
  if (deposit) spend.maxChannelDeposit = deposit
  if (values.allow) spend.allow = list(values.allow)!
  if (wallet && spend.maxPerSession === undefined) spend.maxPerSession = '1'
  spend.store = spendStoreFromEnv(env)
  const trial = !wallet || values.trial === true
  const baseUrl = values.url ?? env.SVC_URL ?? 'http://localhost:3000'
  const rail = railFromEnv(env)
  // Channels are kept in the channel file the `svc` CLI reads (SVC_CHANNELS_FILE): a server killed before it
  // could close them leaves records that the next run pays from and `svc channels close` refunds.
  const channelStore = deposit ? channelStoreFromEnv(env) : undefined
  const client = createClient({ baseUrl, trial, spend, ...(wallet ? { wallet } : {}), ...(rail ? { rail } : {}), ...(channelStore ? { channelStore } : {}) })
  const tools = list(values.tools)
  const build = () => createMcpServer({ client, trial, spend, channels: channelStore !== undefined, ...(tools ? { tools } : {}) })
  const limits = `max $${spend.maxPerCall ?? 1}/call${spend.maxPerSession ? `, $${spend.maxPerSession}/session` : ''}${spend.maxPerDay ? `, $${spend.maxPerDay}/day` : ''}`
  // On exit: channels closed (the unused deposit refunded), every spend record written.
  let stopping = false
  const shutdown = async (closeServer?: () => Promise<void>) => {
    if (stopping) return
    stopping = true
    try {
      await closeServer?.()
      for (const channel of await client.closeChannels()) {
        if (!channel.refunded) console.error(`svc-mcp: channel ${channel.channelId} was not closed (${channel.error}); what is left of its deposit stays in escrow until refunded or withdrawn`)
      }
      await client.flush()
    } finally {
      process.exit(0)
    }
  }
  const mode = wallet ? `paying (${limits})${trial ? ' after the free trial' : ''}` : 'trial calls only'
  if (values.http) {
    const http = await serveMcpHttp({ server: build, port: Number(values.port ?? 3333), ...(values.hostname ? { hostname: values.hostname } : {}), ...(values.token ? { token: values.token } : {}) })
    console.error(`svc-mcp: ${http.url} over ${baseUrl}, ${mode}`)
    const stop = () => void shutdown(() => http.close())
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    return
  }
  const stop = () => void shutdown()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  // The agent closed the pipe: the session is over.
  process.stdin.once('end', stop)
  await build().connect(new StdioServerTransport())
  console.error(`svc-mcp: stdio over ${baseUrl}, ${mode}`)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`svc-mcp: ${(error as Error).message}\n\n${usage}`)
  process.exit(2)
})
