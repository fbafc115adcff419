import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { defineOperation, definePlugin } from '@svc/core'
import { createClient } from '@svc/client'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { usePaidHost } from '../../client/test/_host.ts'
import { createMcpServer, serveMcpHttp } from '../src/index.ts'

const source = { provider: 'demo', url: 'https://example.org', license: 'MIT' }
const minePlugin = definePlugin({
  name: 'mine', version: '1.0.0', group: 'mine',
  operations: [defineOperation({ name: 'notes', method: 'GET', description: 'The signed-in wallet\'s notes.', input: v.object({}), price: { usd: 0.005 }, access: 'identity', handler: ({ caller }) => ({ ok: true, items: [{ payer: caller.payer }], total: 1, source }) })],
})
const paid = usePaidHost({ plugins: [minePlugin] })

describe('the MCP server signs in with its wallet to identity-only operations', () => {
  it('says so in the tool, and calls it signed in: nothing signed for payment, nothing spent', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    let payments = 0
    const wallet = { evm: { address: account.address, signMessage: account.signMessage, signTypedData: (message: Parameters<typeof account.signTypedData>[0]) => (payments++, account.signTypedData(message)) } }
    const client = createClient({ baseUrl: paid.host.url, wallet })
    const http = await serveMcpHttp({ server: () => createMcpServer({ client, spend: {}, tools: ['mine.*'] }) })
    const mcp = new Client({ name: 'test-agent', version: '1.0.0' })
    await mcp.connect(new StreamableHTTPClientTransport(new URL(http.url)))
    try {
      const tool = (await mcp.listTools()).tools.find((listed) => listed.name === 'mine_notes')
      expect(tool?.description).toContain('Free with a wallet: the server signs in with it (sign-in-with-x)')
      const result = await mcp.callTool({ name: 'mine_notes', arguments: {} })
      expect(result.isError).toBeFalsy()
      expect(JSON.stringify(result.structuredContent)).toContain(account.address)
      expect(payments).toBe(0)
      expect(paid.facilitator.settled).toHaveLength(0)
      expect(await client.spent()).toMatchObject({ sessionUsd: '0' })
    } finally {
      await mcp.close()
      await http.close()
    }
  })
})
