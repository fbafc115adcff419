import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { usePaidHost } from '../../client/test/_host.ts'

const repositoryRoot = join(import.meta.dirname, '../../..')
const cli = join(import.meta.dirname, '../src/cli.ts')

describe('svc-mcp over stdio, with the SDK client spawning it', () => {
  const paidHost = usePaidHost()

  it('pays with the key from the environment within its session limit, and keeps the spend file', async () => {
    const key = generatePrivateKey()
    const spendFile = join(mkdtempSync(join(tmpdir(), 'svc-mcp-')), 'spend.json')
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', '--conditions=@svc/source', cli, '--url', paidHost.host.url, '--pay', '--max-per-session', '0.015', '--tools', 'demo.*'],
      env: { PATH: process.env.PATH ?? '', SVC_PAYER_EVM_KEY: key, SVC_SPEND_FILE: spendFile },
      cwd: repositoryRoot,
      stderr: 'pipe',
    })
    const mcp = new Client({ name: 'stdio-agent', version: '1.0.0' })
    await mcp.connect(transport)
    const { tools } = await mcp.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['demo_echo', 'demo_shout', 'search_catalog', 'spending']))
    expect(tools.map((tool) => tool.name)).not.toContain('search_endpoints')
    const paid = await mcp.callTool({ name: 'demo_echo', arguments: { word: 'stdio' } })
    expect(paid.structuredContent).toMatchObject({ data: { items: [{ word: 'stdio', caller: 'paid' }] }, cost: { usd: 0.01, caller: 'paid' } })
    expect(paidHost.facilitator.settled[0]!.paymentPayload.payload.authorization.from).toBe(privateKeyToAccount(key).address)
    const refused = await mcp.callTool({ name: 'demo_echo', arguments: { word: 'again' } })
    expect(refused.structuredContent).toMatchObject({ error: { code: 'PAYMENT_REFUSED', reason: 'max_per_session' } })
    expect((await mcp.callTool({ name: 'spending', arguments: {} })).structuredContent).toMatchObject({ limits: { maxPerSessionUsd: '0.015' } })
    await mcp.close()
    expect(JSON.parse(readFileSync(spendFile, 'utf8'))).toEqual([expect.objectContaining({ operation: 'demo.echo', amount: '10000', settled: true })])
  })
})
