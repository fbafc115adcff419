import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { serve } from 'srvx'
import { generatePrivateKey } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { channelFacilitator } from '../../x402/test/_channel-facilitator.ts'
import { x402Hosts } from '../../x402/test/_setup.ts'

const { appWith } = x402Hosts()

const repositoryRoot = new URL('../../..', import.meta.url).pathname
const cli = new URL('../src/cli.ts', import.meta.url).pathname

type Facilitator = Awaited<ReturnType<typeof channelFacilitator>>
let facilitator: Facilitator
let host: { url: string; close: () => Promise<void> }

beforeEach(async () => {
  facilitator = await channelFacilitator()
  // $0.01 calls, a deposit of 20 calls' price.
  const app = appWith({ facilitatorUrl: facilitator.url, channels: { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 20, withdrawDelaySeconds: 86_400 } })
  const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false, fetch: (request) => app.app.fetch(request) })
  await server.ready()
  host = { url: server.url!.replace(/\/$/, ''), close: async () => { await server.close(true); await app.close() } }
})
afterEach(async () => {
  await host.close()
  await facilitator.close()
})

/** An agent's session: svc-mcp over stdio, paying with `key`, its channels in `folder`'s channel file. */
async function agent(key: `0x${string}`, folder: string): Promise<{ mcp: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', '--conditions=@svc/source', cli, '--url', host.url, '--pay', '--max-deposit', '0.5'],
    env: { PATH: process.env.PATH ?? '', SVC_PAYER_EVM_KEY: key, SVC_SPEND_FILE: join(folder, 'spend.json'), SVC_CHANNELS_FILE: join(folder, 'channels.json') },
    cwd: repositoryRoot,
    stderr: 'pipe',
  })
  const mcp = new Client({ name: 'channel-agent', version: '1.0.0' })
  await mcp.connect(transport)
  return { mcp, transport }
}

const pay = async (mcp: Client, q: string) => {
  const paid = await mcp.callTool({ name: 'call_operation', arguments: { id: 'paid.thing', params: { q } } })
  expect(paid.structuredContent).toMatchObject({ data: { items: [{ q }] }, cost: { usd: 0.01, caller: 'paid' } })
}
const deposits = () => facilitator.ledger.transactions.filter((transaction) => transaction.functionName === 'deposit')
async function refund(): Promise<bigint> {
  for (let waited = 0; facilitator.ledger.refunded === 0n && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  return facilitator.ledger.refunded
}

describe('svc-mcp with x402 channels', () => {
  it('pays by voucher from one deposit, lists the channel in spending, and closes it with a refund when the agent disconnects', async () => {
    const { mcp } = await agent(generatePrivateKey(), mkdtempSync(join(tmpdir(), 'svc-mcp-')))
    for (const q of ['a', 'b', 'c']) await pay(mcp, q)
    expect(deposits()).toHaveLength(1)
    const spending = (await mcp.callTool({ name: 'spending', arguments: {} })).structuredContent
    expect(spending).toMatchObject({ limits: { maxChannelDepositUsd: '0.5' }, channels: [{ depositUsd: '0.2', chargedUsd: '0.03', remainingUsd: '0.17' }] })
    await mcp.close()
    expect(await refund()).toBe(170_000n)
  }, 60_000)

  it('keeps its channel through kill -9: the next session pays from the same deposit, and close_channels refunds on request', async () => {
    const key = generatePrivateKey()
    const folder = mkdtempSync(join(tmpdir(), 'svc-mcp-'))
    const first = await agent(key, folder)
    for (const q of ['a', 'b']) await pay(first.mcp, q)
    process.kill(first.transport.pid!, 'SIGKILL')
    await first.mcp.close().catch(() => {})
    expect(facilitator.ledger.refunded).toBe(0n)

    const second = await agent(key, folder)
    await pay(second.mcp, 'c')
    expect(deposits()).toHaveLength(1)
    const tools = (await second.mcp.listTools()).tools.map((tool) => tool.name)
    expect(tools).toContain('close_channels')
    const closed = (await second.mcp.callTool({ name: 'close_channels', arguments: {} })).structuredContent as { channels: Array<{ refunded: boolean }> }
    expect(closed.channels).toMatchObject([{ refunded: true }])
    expect(await refund()).toBe(170_000n)
    // A paid call after the close opens a new channel.
    await pay(second.mcp, 'd')
    expect(deposits()).toHaveLength(2)
    await second.mcp.close()
  }, 90_000)
})
