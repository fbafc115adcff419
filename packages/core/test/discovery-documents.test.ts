import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

/** An operation called with a wallet's SIWX proof instead of a payment (none of the first-party plugins has one yet). */
const identityPlugin = definePlugin({
  name: 'who', version: '1.0.0', group: 'who',
  operations: [defineOperation({ name: 'me', method: 'GET', description: 'What the signed-in wallet stored.', input: v.object({}), price: { usd: 0 }, access: 'identity', handler: () => ({ ok: true, items: [], total: 0, source: { provider: 'x', url: 'https://example.org', license: 'MIT' } }) })],
})

// A rail's discovery members beside core's; x402's own are tested in @svc/x402.
const app = h.open({ plugins: [demoPlugin, identityPlugin], gate: recordingGate(), config: { publicUrl: 'https://api.example.com', prices: { 'demo.fail': 0 } } }).app
const openapi = async () => (await app.request('/openapi.json')).json()
const operation = (document: any, path: string) => Object.values(document.paths[path])[0] as Record<string, any>

describe('/openapi.json as payment discovery (x402scan, agentcash, MPP) reads it', () => {
  it('gives agents a short guidance and the llms.txt, and stays valid OpenAPI 3.1', async () => {
    const document = await openapi()
    expect((await new Validator().validate(document)).errors ?? []).toEqual([])
    expect(document.info['x-guidance']).toMatch(/^Pay per call, no account, no API key: the recording rail\./)
    expect(document.info['x-guidance']).toContain('recording: send PAYMENT-SIGNATURE: ok:<payer>.')
    expect(document.info['x-guidance'].length).toBeLessThan(4000)
    expect(document['x-agentcash-guidance']).toEqual({ llmsTxtUrl: 'https://api.example.com/llms.txt' })
  })

  it('declares a fixed price as doc 01 writes it, needing no credential beyond the payment', async () => {
    const echo = operation(await openapi(), '/api/demo/echo')
    expect(echo['x-payment-info']).toEqual({ price: { mode: 'fixed', currency: 'USD', amount: '0.002500' }, protocols: [{ recording: {} }] })
    expect(echo.security).toEqual([])
    expect(echo.responses[402]).toBeDefined()
  })

  it('declares up-to billing as a dynamic price from 0 to the maximum, and a quoted price as dynamic from its floor', async () => {
    const document = await openapi()
    expect(operation(document, '/api/demo/metered')['x-payment-info'].price).toEqual({ mode: 'dynamic', currency: 'USD', min: '0.000000', max: '0.100000' })
    expect(operation(document, '/api/demo/quoted')['x-payment-info'].price).toEqual({ mode: 'dynamic', currency: 'USD', min: '0.010000' })
    expect(operation(document, '/api/demo/quoted-metered')['x-payment-info'].price).toEqual({ mode: 'dynamic', currency: 'USD', min: '0.000000' })
  })

  it('declares a free operation with no security and no price, and an identity-only one with the siwx scheme', async () => {
    const document = await openapi()
    const free = operation(document, '/api/demo/fail')
    expect(free.security).toEqual([])
    expect(free['x-payment-info']).toBeUndefined()
    expect(free.responses[402]).toBeUndefined()
    const me = operation(document, '/api/who/me')
    expect(me.security).toEqual([{ siwx: [] }])
    expect(me['x-payment-info']).toBeUndefined()
    expect(document.components.securitySchemes.siwx).toMatchObject({ type: 'apiKey', in: 'header', 'x-agentcash-auth-kind': 'siwx' })
    // Core's own account reads (account.receipts, account.channels) are identity-only: every host declares siwx beside its rails' schemes.
    const plain = await (await h.open({ plugins: [demoPlugin], gate: recordingGate() }).app.request('/openapi.json')).json()
    expect(Object.keys(plain.components.securitySchemes)).toEqual(['recording', 'siwx'])
    expect(operation(plain, '/api/account/receipts').security).toEqual([{ siwx: [] }, {}])
    // Without any rail, core declares no payment protocol at all.
    const none = await (await h.open({ plugins: [demoPlugin] }).app.request('/openapi.json')).json()
    expect(Object.keys(none.components.securitySchemes)).toEqual(['siwx'])
    expect(operation(none, '/api/demo/echo')['x-payment-info']).toEqual({ price: { mode: 'fixed', currency: 'USD', amount: '0.002500' }, protocols: [] })
  })
})

describe('the other discovery documents', () => {
  it('publishes the RFC 9727 API catalog, for GET and HEAD, linking the OpenAPI description', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await app.request('/.well-known/api-catalog', { method })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"')
      expect(response.headers.get('link')).toBe('<https://api.example.com/.well-known/api-catalog>; rel="api-catalog"')
      if (method === 'HEAD') expect(await response.text()).toBe('')
      else expect((await response.json()).linkset).toEqual([expect.objectContaining({ anchor: 'https://api.example.com/', 'service-desc': [{ href: 'https://api.example.com/openapi.json', type: 'application/vnd.oai.openapi+json;version=3.1' }] })])
    }
    expect((await app.request('/.well-known/api-catalog', { method: 'POST' })).status).toBe(405)
  })

  it('publishes an MCP server card (SEP-2127) and the MCP catalog pointing at it', async () => {
    const response = await app.request('/.well-known/mcp/server-card.json')
    expect(response.headers.get('content-type')).toBe('application/mcp-server-card+json')
    const card = await response.json()
    expect(card).toMatchObject({ $schema: 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json', name: 'com.example.api/svc', websiteUrl: 'https://api.example.com/' })
    expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/)
    expect(card.description.length).toBeLessThanOrEqual(100)
    expect(card._meta['io.github.svc-dev/package']).toEqual({ registryType: 'npm', identifier: '@svc/mcp', transport: { type: 'stdio' }, arguments: ['--url', 'https://api.example.com'] })
    const catalog = await (await app.request('/.well-known/mcp/catalog.json')).json()
    expect(catalog.entries).toEqual([{ identifier: 'urn:air:api.example.com:svc', displayName: 'svc', type: 'application/mcp-server-card+json', url: 'https://api.example.com/.well-known/mcp/server-card.json' }])
  })
})
