import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defineOperation, definePlugin, type PluginDefinition } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

describe('catalog documents', () => {
  // A rail's discovery entries, listed beside core's (the rail is a test fixture; x402's are tested in @svc/x402).
  const app = h.open({ plugins: [demoPlugin], gate: recordingGate(), config: { prices: { 'demo.submit': 0.0042 } } }).app

  it('lists directory entries in the spec catalog entry shape', async () => {
    const body = await (await app.request('/api/directory')).json()
    const echo = body.operations.find((entry: { id: string }) => entry.id === 'demo.echo')
    expect(echo).toEqual({
      id: 'demo.echo',
      group: 'demo',
      description: 'Echoes typed query parameters back.',
      available: true,
      pricing: 'fixed',
      versions: [{
        version: null,
        path: '/api/demo/echo',
        method: 'GET',
        deprecated: false,
        price: { usd: 0.0025 },
        accepts: ['recording'],
        responseShape: 'normalized',
        params: {
          type: 'object',
          properties: {
            text: { type: 'string', minLength: 2, maxLength: 10 },
            count: { type: 'integer', minimum: 1, maximum: 5, default: 1 },
            loud: { type: 'boolean', default: false },
            mode: { type: 'string', enum: ['a', 'b'] },
          },
          required: ['text'],
          additionalProperties: false,
        },
      }],
    })
    const byId = Object.fromEntries(body.operations.map((entry: { id: string }) => [entry.id, entry]))
    expect(byId['demo.submit'].versions[0].price.usd).toBe(0.0042)
    expect(byId['demo.metered'].versions[0].billing).toBe('actual-usage-upto-max')
    expect(byId['demo.image'].versions[0].responseShape).toBe('legacy')
    expect(byId['batch.run'].pricing).toBe('variable')
    expect(byId['search.endpoints'].versions[0].price.usd).toBe(0.0025)
  })

  it('publishes a valid OpenAPI 3.1 document with the x-svc members', async () => {
    const document = await (await app.request('/openapi.json')).json()
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    const echo = document.paths['/api/demo/echo'].get
    expect(echo).toMatchObject({
      tags: ['demo'],
      operationId: 'demo_echo',
      'x-svc-id': 'demo.echo',
      'x-svc-version': null,
      'x-svc-price': { usd: 0.0025 },
      'x-svc-accepts': ['recording'],
      'x-svc-response-shape': 'normalized',
      'x-payment-info': { price: { mode: 'fixed', currency: 'USD', amount: '0.002500' }, protocols: [{ recording: {} }] },
    })
    expect(echo.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['text', 'count', 'loud', 'mode', 'trial'])
    expect(document.paths['/api/demo/submit'].post.requestBody.content['application/json'].schema.additionalProperties).toBe(false)
    expect(document.components.securitySchemes.recording).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE' }))
    expect(document['x-service-info']).toMatchObject({ categories: expect.arrayContaining(['demo']), docs: { llms: expect.stringMatching(/\/llms\.txt$/) } })
  })

  it('serves the rails\' /.well-known documents, /llms.txt and /health', async () => {
    const wellKnown = await (await app.request('/.well-known/recording')).json()
    expect(wellKnown.resources.find((resource: { id: string }) => resource.id === 'demo.echo')).toMatchObject({ resource: expect.stringMatching(/\/api\/demo\/echo$/) })
    expect((await app.request('/.well-known/x402')).status).toBe(404)
    const llms = await (await app.request('/llms.txt')).text()
    expect(llms).toContain('- recording: recording: send PAYMENT-SIGNATURE: ok:<payer>.')
    expect(llms).toContain('GET /api/demo/echo (demo.echo, $0.002500)')
    expect(llms).toContain('trial=1')
    expect(await (await app.request('/health')).json()).toMatchObject({ ok: true, state: 'embedded' })
  })

  it('finds operations through the paid search endpoint (trial)', async () => {
    const body = await (await app.request('/api/search/endpoints?q=echo%20text%20back&trial=1')).json()
    expect(body.data.matches[0]).toMatchObject({ id: 'demo.echo', method: 'GET', path: '/api/demo/echo', priceUsd: 0.0025 })
    expect(body.data.matches[0].reason.length).toBeGreaterThan(0)
    expect((await app.request('/api/search/endpoints?trial=1')).status).toBe(400)
  })

  it('marks an operation unavailable while an operation it requires is missing', async () => {
    const watcher = (requires: string[]) => definePlugin({
      name: '@svc/plugin-watch',
      version: '1.0.0',
      group: 'watch',
      operations: [defineOperation({ name: 'echo-change', method: 'POST', description: 'Watches demo.echo.', input: v.strictObject({}), price: { usd: 0.1 }, requires, handler: () => ({}) })],
    })
    const entry = async (plugins: PluginDefinition[]) => {
      const body = await (await h.open({ plugins }).app.request('/api/directory')).json()
      return body.operations.find((item: { id: string }) => item.id === 'watch.echo-change')
    }
    expect(await entry([demoPlugin, watcher(['demo.echo'])])).toMatchObject({ available: true })
    const missing = await entry([watcher(['stocks.price'])])
    expect(missing).toMatchObject({ available: false })
    expect(missing.unavailableReason).toMatch(/needs stocks\.price, which is not installed on this host .*@svc\/plugin-stocks/)
    const response = await h.open({ plugins: [watcher(['stocks.price'])] }).app.request('/api/watch/echo-change?trial=1', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(503)
    expect((await response.json()).code).toBe('UPSTREAM_NOT_CONFIGURED')
  })
})
