import { request as httpRequest } from 'node:http'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { createClient, type SpendControls } from '@svc/client'
import { describe, expect, it } from 'vitest'
import { usePaidHost } from '../../client/test/_host.ts'
import { countingSigner, type CountingSigner } from '../../client/test/_wallet.ts'
import { createMcpServer, serveMcpHttp, type RunningMcpHttp } from '../src/index.ts'

const paid = usePaidHost()

/** fetch cannot set Host; node:http can, as a DNS-rebinding page's requests would carry it. */
function statusWithHost(url: string, host: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, host } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** An MCP server over streamable HTTP paying with a fresh wallet, and the SDK's own client connected to it. */
async function connect(spend: SpendControls = {}, options: { trial?: boolean; tools?: string[] } = {}): Promise<{ mcp: Client; signer: CountingSigner; http: RunningMcpHttp }> {
  const signer = countingSigner()
  const client = createClient({ baseUrl: paid.host.url, wallet: { evm: signer }, spend, trial: options.trial === true })
  const http = await serveMcpHttp({ server: () => createMcpServer({ client, spend, trial: options.trial === true, ...(options.tools ? { tools: options.tools } : {}) }) })
  const mcp = new Client({ name: 'test-agent', version: '1.0.0' })
  await mcp.connect(new StreamableHTTPClientTransport(new URL(http.url)))
  return { mcp, signer, http }
}

describe('the MCP server over streamable HTTP, with the SDK client as the peer', () => {
  it('offers four meta-tools by default: search, describe, call by id, spending', async () => {
    const { mcp, http } = await connect()
    const { tools } = await mcp.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['search_catalog', 'describe_operation', 'call_operation', 'spending'])
    const found = await mcp.callTool({ name: 'search_catalog', arguments: { query: 'upper case a text' } })
    expect((found.structuredContent as { operations: Array<{ id: string; score: number }> }).operations[0]).toMatchObject({ id: 'demo.shout', priceUsd: 0.002, available: true, score: expect.any(Number) })
    const described = await mcp.callTool({ name: 'describe_operation', arguments: { id: 'demo.echo' } })
    expect(described.structuredContent).toMatchObject({
      id: 'demo.echo',
      call: { tool: 'call_operation' },
      method: 'GET',
      priceUsd: 0.01,
      pricing: 'fixed',
      params: { type: 'object', required: ['word'], properties: { word: { type: 'string', minLength: 1, maxLength: 20 } } },
    })
    expect((await mcp.callTool({ name: 'describe_operation', arguments: { id: 'demo.nothing' } })).structuredContent).toMatchObject({ error: { code: 'NOT_FOUND' } })
    await expect(mcp.callTool({ name: 'demo_echo', arguments: { word: 'a' } })).rejects.toThrow(/Unknown tool demo_echo/)
    await mcp.close()
    await http.close()
  })

  it('with --tools, lists the chosen operations as tools with their JSON Schemas and prices, and search', async () => {
    const { mcp, http } = await connect({}, { tools: ['demo.*', 'search.endpoints', 'batch.run'] })
    const { tools } = await mcp.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['batch_run', 'demo_broken', 'demo_echo', 'demo_free', 'demo_limited', 'demo_pixel', 'demo_pricey', 'demo_shout', 'describe_operation', 'search_catalog', 'search_endpoints', 'spending'])
    expect((await mcp.callTool({ name: 'describe_operation', arguments: { id: 'demo.echo' } })).structuredContent).toMatchObject({ call: { tool: 'demo_echo' } })
    await expect(mcp.callTool({ name: 'call_operation', arguments: { id: 'demo.echo', params: { word: 'a' } } })).rejects.toThrow(/Unknown tool call_operation/)
    const echo = tools.find((tool) => tool.name === 'demo_echo')!
    const directory = await (await fetch(`${paid.host.url}/api/directory`)).json()
    expect(echo.inputSchema).toEqual(directory.operations.find((entry: { id: string }) => entry.id === 'demo.echo').versions[0].params)
    expect(echo.inputSchema).toMatchObject({ type: 'object', required: ['word'], additionalProperties: false, properties: { word: { type: 'string', minLength: 1, maxLength: 20 } } })
    expect(echo.description).toBe('Echoes a word back, with a count. Costs $0.01 USDC per call.')
    expect(echo.annotations).toMatchObject({ readOnlyHint: true, title: 'demo.echo' })
    expect(tools.find((tool) => tool.name === 'demo_shout')!.annotations?.readOnlyHint).toBe(false)
    await mcp.close()
    await http.close()
  })

  it('pays a call by id through the client and returns the data with its cost', async () => {
    const { mcp, signer, http } = await connect()
    const result = await mcp.callTool({ name: 'call_operation', arguments: { id: 'demo.echo', params: { word: 'agent', times: 2 } } })
    expect(result.isError).toBeFalsy()
    expect(result.structuredContent).toMatchObject({
      data: { ok: true, items: [{ word: 'agentagent', caller: 'paid' }] },
      cost: { usd: 0.01, caller: 'paid', network: 'eip155:84532', status: 'settled', transaction: `0x${'ab'.repeat(32)}` },
      spent: { sessionUsd: '0.01', dayUsd: '0.01', outstandingUsd: '0' },
    })
    expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text)).toEqual(result.structuredContent)
    expect(signer.signatures).toBe(1)
    expect(paid.facilitator.settled).toHaveLength(1)
    const spending = await mcp.callTool({ name: 'spending', arguments: {} })
    expect(spending.structuredContent).toEqual({ spent: { sessionUsd: '0.01', dayUsd: '0.01', outstandingUsd: '0' }, limits: { maxPerCallUsd: '1', maxPerSessionUsd: null, maxPerDayUsd: null, allow: null, maxChannelDepositUsd: null }, channels: [] })
    await mcp.close()
    await http.close()
  })

  it('applies the same spend controls: a refused payment is a tool error, and nothing is signed', async () => {
    const { mcp, signer, http } = await connect({ maxPerSession: '0.015', allow: ['demo.echo', 'demo.pricey'] })
    const call = (id: string, params: Record<string, unknown>) => mcp.callTool({ name: 'call_operation', arguments: { id, params } })
    expect((await call('demo.echo', { word: 'a' })).isError).toBeFalsy()
    const overSession = await call('demo.echo', { word: 'b' })
    expect(overSession.isError).toBe(true)
    expect(overSession.structuredContent).toEqual({ error: { code: 'PAYMENT_REFUSED', status: 402, reason: 'max_per_session', amountUsd: '0.01', limitUsd: '0.015', message: 'Paying $0.01 for demo.echo would pass the session limit of $0.015 ($0.01 spent)' } })
    expect((await call('demo.shout', { text: 'x' })).structuredContent).toMatchObject({ error: { reason: 'not_allowed' } })
    expect((await call('demo.pricey', {})).structuredContent).toMatchObject({ error: { reason: 'max_per_call', limitUsd: '1' } })
    expect(signer.signatures).toBe(1)
    await mcp.close()
    await http.close()
  })

  it('reports invalid arguments and failing upstreams as tool errors an agent can act on', async () => {
    const { mcp, http } = await connect()
    const call = (id: string, params: Record<string, unknown>) => mcp.callTool({ name: 'call_operation', arguments: { id, params } })
    expect((await call('demo.echo', { word: 'a', times: 7 })).structuredContent).toMatchObject({ error: { code: 'INVALID_INPUT', status: 400, field: 'times' } })
    expect((await call('demo.limited', {})).structuredContent).toMatchObject({ error: { code: 'UPSTREAM_RATE_LIMIT', status: 429, retryAfter: 30 } })
    expect((await call('demo.nothing', {})).structuredContent).toMatchObject({ error: { code: 'NOT_FOUND' } })
    await expect(mcp.callTool({ name: 'call_operation', arguments: { params: {} } })).rejects.toThrow(/takes an id/)
    await mcp.close()
    await http.close()
  })

  it('serves search and the directory as tools; trial mode and raw-byte answers as images', async () => {
    const { mcp, signer, http } = await connect({}, { trial: true, tools: ['demo.*', 'search.endpoints'] })
    const { tools } = await mcp.listTools()
    expect(tools.map((tool) => tool.name)).not.toContain('batch_run')
    expect(tools.find((tool) => tool.name === 'demo_echo')!.description).toBe('Echoes a word back, with a count. Costs $0.01 USDC per call, or free once per hour in trial mode.')
    const search = await mcp.callTool({ name: 'search_endpoints', arguments: { q: 'upper case a text' } })
    expect(search.structuredContent).toMatchObject({ cost: { usd: 0, caller: 'trial' } })
    expect((search.structuredContent as { data: { matches: Array<{ id: string }> } }).data.matches[0]).toMatchObject({ id: 'demo.shout', priceUsd: 0.002 })
    const listed = await mcp.callTool({ name: 'search_catalog', arguments: { group: 'demo', query: 'gif pixel' } })
    expect((listed.structuredContent as { operations: unknown[] }).operations[0]).toEqual({ id: 'demo.pixel', priceUsd: 0.003, pricing: 'fixed', available: true, description: 'A one-pixel GIF.', score: expect.any(Number) })
    const badGroup = await mcp.callTool({ name: 'search_catalog', arguments: { group: 'nope', query: 'gif' } })
    expect(badGroup).toMatchObject({ isError: true, structuredContent: { error: { code: 'INVALID_INPUT', field: 'group' } } })
    const pixel = await mcp.callTool({ name: 'demo_pixel', arguments: {} })
    expect(pixel.content).toEqual([{ type: 'image', data: 'R0lGODlh', mimeType: 'image/gif' }, { type: 'text', text: expect.stringContaining('"bytes":6') }])
    expect(signer.signatures).toBe(0)
    await mcp.close()
    await http.close()
  })

  it('refuses requests for another Host (DNS rebinding) and without the token when one is set', async () => {
    const client = createClient({ baseUrl: paid.host.url, trial: true })
    const http = await serveMcpHttp({ server: () => createMcpServer({ client }), token: 'secret' })
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
    expect((await fetch(http.url, { method: 'POST', body, headers })).status).toBe(401)
    expect(await statusWithHost(http.url, 'evil.example', body, { ...headers, authorization: 'Bearer secret' })).toBe(403)
    const mcp = new Client({ name: 'test-agent', version: '1.0.0' })
    await mcp.connect(new StreamableHTTPClientTransport(new URL(http.url), { requestInit: { headers: { authorization: 'Bearer secret' } } }))
    expect((await mcp.listTools()).tools).toHaveLength(4)
    await mcp.close()
    await http.close()
  })
})
