import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../src/testing/index.ts'
import { defineOperation, definePlugin, defineUpstream, invalidField } from '../src/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

const pay = { 'payment-signature': 'ok:0xabc' }

const optionalProvider = defineUpstream({ id: 'optional-oauth', name: 'Optional OAuth API', baseUrl: 'https://optional.example', key: { required: false, in: 'client-credentials', tokenPath: '/oauth/token', send: 'form' } })

/** Operations that declare a check: what can only fail answers 400 before any 402. */
const checkedPlugin = definePlugin({
  name: '@svc/plugin-checked',
  version: '1.0.0',
  group: 'checked',
  operations: [
    defineOperation({
      name: 'span',
      method: 'GET',
      description: 'Days between two dates, which must be in order.',
      input: v.object({ from: v.pipe(v.string(), v.isoDate()), to: v.pipe(v.string(), v.isoDate()) }),
      price: { usd: 0.002 },
      check: (input) => {
        if (input.to < input.from) throw invalidField('to', 'must not be before from')
      },
      handler: ({ input }) => ({ days: (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 }),
    }),
    defineOperation({
      name: 'keyed',
      method: 'GET',
      description: 'Needs a key this host does not have.',
      input: v.object({ q: v.string() }),
      price: { usd: 0.002 },
      upstreams: [defineUpstream({ id: 'keyed-up', name: 'Keyed', baseUrl: 'https://keyed.example', docsUrl: 'https://keyed.example/docs', license: 'proprietary', key: { required: true, in: 'header', name: 'x-key' } })],
      handler: () => ({}),
    }),
    defineOperation({
      name: 'partly',
      method: 'GET',
      description: 'Answers EU codes alone; GB codes need a provider whose credentials are optional.',
      input: v.object({ code: v.string() }),
      price: { usd: 0.002 },
      upstreams: [optionalProvider],
      check: (input, host) => {
        if (input.code.startsWith('GB')) host.needs(optionalProvider)
      },
      handler: ({ input }) => ({ code: input.code }),
    }),
  ],
})

describe('a bare probe of a paid operation', () => {
  const app = () => createTestApp({ plugins: [demoPlugin, checkedPlugin], gate: recordingGate() })

  it('answers 402 with the payment envelope at the listed price (GET without params, POST without body)', async () => {
    const get = await app().request('/api/demo/echo')
    expect(get.status).toBe(402)
    expect(await get.json()).toMatchObject({ x402Version: 2, resource: 'http://localhost/api/demo/echo', accepts: [{ amount: '2500' }] })
    const post = await app().request('/api/demo/submit', { method: 'POST' })
    expect(post.status).toBe(402)
    expect((await post.json()).accepts[0].amount).toBe('5000')
    const variable = await app().request('/api/demo/quoted', { method: 'POST' })
    expect((await variable.json()).accepts[0].amount).toBe('10000')
    const batch = await app().request('/api/batch/run', { method: 'POST' })
    expect(batch.status).toBe(402)
  })

  it('validates a call with anything in it, or with a payment or a trial, as before', async () => {
    expect((await (await app().request('/api/demo/echo?count=2')).json()).field).toBe('text')
    expect((await (await app().request('/api/demo/submit', { json: {} })).json()).field).toBe('name')
    expect((await (await app().request('/api/demo/echo', { headers: pay })).json()).field).toBe('text')
    expect((await (await app().request('/api/demo/echo?trial=1')).json()).field).toBe('text')
    expect((await (await app().request('/api/demo/submit', { method: 'POST', headers: { 'x-svc-trial': '1' } })).json()).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 503 before 402 when the operation cannot run on this host', async () => {
    const response = await app().request('/api/checked/keyed')
    expect(response.status).toBe(503)
    expect((await response.json()).code).toBe('UPSTREAM_NOT_CONFIGURED')
  })
})

describe('checks declared by an operation', () => {
  it('answer 400 naming the field before the payment gate, and let valid calls through to 402', async () => {
    const gate = recordingGate()
    const app = createTestApp({ plugins: [checkedPlugin], gate })
    const wrongOrder = await app.request('/api/checked/span?from=2026-05-02&to=2026-05-01')
    expect(wrongOrder.status).toBe(400)
    expect((await wrongOrder.json()).field).toBe('to')
    expect((await app.request('/api/checked/span?from=2026-05-01&to=2026-05-02')).status).toBe(402)
    const paid = await app.request('/api/checked/span?from=2026-05-01&to=2026-05-03', { headers: pay })
    expect((await paid.json()).data.days).toBe(2)
  })

  it('refuse a call needing an upstream this host cannot call with 503 naming the setting, before any 402, and let the others through', async () => {
    const gate = recordingGate()
    const app = createTestApp({ plugins: [checkedPlugin], gate })
    for (const headers of [{}, pay]) {
      const gb = await app.request('/api/checked/partly?code=GB1', { headers })
      expect(gb.status).toBe(503)
      expect(await gb.json()).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_OPTIONAL_OAUTH_KEY') })
    }
    expect(gate.record.settled).toEqual([])
    expect((await app.request('/api/checked/partly?code=DE1')).status).toBe(402)
    expect((await (await app.request('/api/checked/partly?code=DE1', { headers: pay })).json()).data).toEqual({ code: 'DE1' })
    const entry = (await (await app.request('/api/directory?group=checked')).json()).operations.find((operation: { id: string }) => operation.id === 'checked.partly')
    expect(entry.available).toBe(true)
    const configured = createTestApp({ plugins: [checkedPlugin], gate, config: { upstreams: { 'optional-oauth': { key: 'id:secret' } } } })
    expect((await configured.request('/api/checked/partly?code=GB1')).status).toBe(402)
  })

  it('run for each call of a batch before it is charged', async () => {
    const app = createTestApp({ plugins: [checkedPlugin], gate: recordingGate() })
    const response = await app.request('/api/batch/run', { json: { calls: [
      { endpoint: 'checked.span', params: { from: '2026-05-01', to: '2026-05-02' } },
      { endpoint: 'checked.span', params: { from: '2026-05-02', to: '2026-05-01' } },
    ] } })
    const body = await response.json()
    expect(response.status).toBe(400)
    expect(body.failures).toMatchObject([{ index: 1, field: 'to' }])
  })
})

describe('a trial batch', () => {
  it('is one call per operation: 50 identical calls do not run 50 free calls', async () => {
    const app = createTestApp({ plugins: [demoPlugin] })
    const fifty = Array.from({ length: 50 }, () => ({ endpoint: 'demo.echo', params: { text: 'hi' } }))
    const response = await app.request('/api/batch/run?trial=1', { json: { calls: fifty } })
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toMatchObject({ code: 'TRIAL_EXHAUSTED', endpoint: 'demo.echo' })
    // Nothing was used up: the batch and each of its operations keep their trial.
    expect((await app.request('/api/batch/run?trial=1', { json: { calls: fifty.slice(0, 1) } })).status).toBe(200)
  })
})
