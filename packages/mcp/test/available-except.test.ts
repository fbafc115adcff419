import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { createClient } from '@svc/client'
import { defineOperation, definePlugin, defineUpstream } from '@svc/core'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningHost, startHost } from '../../client/test/_host.ts'
import { createMcpServer } from '../src/index.ts'

const source = { provider: 'registry', url: 'https://example.org', license: 'MIT' }
// Two registries, one whose terms refuse paid answers until the operator accepts them (as ARIN's RDAP in plugin-security).
const open = defineUpstream({ id: 'open-registry', name: 'Open Registry', baseUrl: 'https://open.invalid' })
const refusing = defineUpstream({ id: 'strict-registry', name: 'Strict Registry', baseUrl: 'https://strict.invalid', terms: { url: 'https://strict.invalid/terms', commercial: { use: 'not-allowed', note: 'no commercial use' } } })
const plugin = definePlugin({
  name: 'registry', version: '1.0.0', group: 'registry',
  operations: [
    defineOperation({
      name: 'lookup', method: 'GET', description: 'Looks an address up in its registry.', input: v.object({ from: v.picklist(['open', 'strict']) }), price: { usd: 0.01 },
      upstreams: [open, refusing], choosesUpstream: true,
      check: (input, host) => host.serves(input.from === 'open' ? open : refusing),
      handler: () => ({ ok: true, items: [], total: 0, source }),
    }),
    defineOperation({ name: 'plain', method: 'GET', description: 'Answers from one registry.', input: v.object({}), price: { usd: 0.01 }, upstreams: [open], handler: () => ({ ok: true, items: [], total: 0, source }) }),
  ],
})

let host: RunningHost
beforeAll(async () => {
  host = await startHost({ plugins: [plugin] })
})
afterAll(() => host.close())

async function connected(): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await createMcpServer({ client: createClient({ baseUrl: host.url }), tools: ['registry.*'] }).connect(serverSide)
  const mcp = new Client({ name: 'agent', version: '1.0.0' })
  await mcp.connect(clientSide)
  return mcp
}

describe('an operation available except for some calls', () => {
  it('says which calls it refuses, in the directory\'s words, in its tool, its description and its search entry', async () => {
    const entry = (await (await fetch(`${host.url}/api/directory`)).json()).operations.find((item: { id: string }) => item.id === 'registry.lookup')
    expect(entry.availableExcept).toContain('SVC_UPSTREAM_STRICT_REGISTRY_ACCEPT_TERMS=true')
    const mcp = await connected()
    const { tools } = await mcp.listTools()
    const tool = tools.find((item) => item.name === 'registry_lookup')!
    expect(tool.description).toContain(`Available, except calls that need a provider this host cannot call: it ${entry.availableExcept}`)
    expect(tools.find((item) => item.name === 'registry_plain')!.description).not.toContain('except')
    const described = await mcp.callTool({ name: 'describe_operation', arguments: { id: 'registry.lookup' } })
    expect(described.structuredContent).toMatchObject({ available: true, availableExcept: entry.availableExcept })
    const listed = await mcp.callTool({ name: 'search_catalog', arguments: { group: 'registry' } })
    expect((listed.structuredContent as { operations: unknown[] }).operations).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: 'registry.lookup', availableExcept: entry.availableExcept }),
      expect.not.objectContaining({ availableExcept: expect.anything() }),
    ]))
    await mcp.close()
  })
})
