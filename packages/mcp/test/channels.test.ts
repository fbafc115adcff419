import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { serve } from 'srvx'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { channelFacilitator } from '../../x402/test/_channel-facilitator.ts'
import { appWith } from '../../x402/test/_setup.ts'

const repositoryRoot = new URL('../../..', import.meta.url).pathname
const cli = new URL('../src/cli.ts', import.meta.url).pathname

describe('svc-mcp with x402 channels', () => {
  it('pays by voucher from one deposit, lists the channel in spending, and closes it with a refund when the agent disconnects', async () => {
    const facilitator = await channelFacilitator()
    // $0.01 calls, a deposit of 20 calls' price.
    const app = appWith({ facilitatorUrl: facilitator.url, channels: { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 20, withdrawDelaySeconds: 86_400 } })
    const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false, fetch: (request) => app.app.fetch(request) })
    await server.ready()
    try {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', '--conditions=@svc/source', cli, '--url', server.url!.replace(/\/$/, ''), '--pay', '--max-deposit', '0.5'],
        env: { PATH: process.env.PATH ?? '', SVC_PAYER_EVM_KEY: generatePrivateKey(), SVC_SPEND_FILE: join(mkdtempSync(join(tmpdir(), 'svc-mcp-')), 'spend.json') },
        cwd: repositoryRoot,
        stderr: 'pipe',
      })
      const mcp = new Client({ name: 'channel-agent', version: '1.0.0' })
      await mcp.connect(transport)
      for (const q of ['a', 'b', 'c']) {
        const paid = await mcp.callTool({ name: 'call_operation', arguments: { id: 'paid.thing', params: { q } } })
        expect(paid.structuredContent).toMatchObject({ data: { items: [{ q }] }, cost: { usd: 0.01, caller: 'paid' } })
      }
      expect(facilitator.ledger.transactions.filter((transaction) => transaction.functionName === 'deposit')).toHaveLength(1)
      const spending = (await mcp.callTool({ name: 'spending', arguments: {} })).structuredContent
      expect(spending).toMatchObject({ limits: { maxChannelDepositUsd: '0.5' }, channels: [{ depositUsd: '0.2', chargedUsd: '0.03', remainingUsd: '0.17' }] })
      await mcp.close()
      for (let waited = 0; facilitator.ledger.refunded === 0n && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(facilitator.ledger.refunded).toBe(170_000n)
    } finally {
      await server.close(true)
      await app.close()
      await facilitator.close()
    }
  }, 60_000)
})
