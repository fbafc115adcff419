import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { createClient } from '@svc/client'
import { describe, expect, it } from 'vitest'
import { usePaidHost } from '../../client/test/_host.ts'
import { meteredPlugin } from '../../client/test/_metered.ts'
import { countingSigner } from '../../client/test/_wallet.ts'
import { createMcpServer } from '../src/index.ts'

const paid = usePaidHost({ plugins: [meteredPlugin], upto: true })

describe('an up-to billed operation called as an MCP tool', () => {
  it('authorizes the quoted maximum, reports what was charged next to it, and counts only that', async () => {
    const client = createClient({ baseUrl: paid.host.url, wallet: { evm: countingSigner() }, spend: { maxPerSession: '0.015' } })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await createMcpServer({ client, spend: { maxPerSession: '0.015' } }).connect(serverSide)
    const mcp = new Client({ name: 'agent', version: '1.0.0' })
    await mcp.connect(clientSide)
    const first = await mcp.callTool({ name: 'call_operation', arguments: { id: 'metered.chat', params: { max_tokens: 1000, use: 250 } } })
    expect(first.structuredContent).toMatchObject({ cost: { usd: 0.0025, authorizedUsd: 0.01, caller: 'paid', status: 'settled' }, spent: { sessionUsd: '0.0025' } })
    // $0.0025 settled + a $0.01 maximum fits under $0.015; had the maximum been counted, it would not.
    const second = await mcp.callTool({ name: 'call_operation', arguments: { id: 'metered.chat', params: { max_tokens: 1000, use: 100 } } })
    expect(second.structuredContent).toMatchObject({ cost: { usd: 0.001 }, spent: { sessionUsd: '0.0035' } })
    expect(paid.facilitator.settled.map((settled) => `${settled.paymentRequirements.scheme} ${settled.paymentRequirements.amount}`)).toEqual(['upto 2500', 'upto 1000'])
    await mcp.close()
  })
})
