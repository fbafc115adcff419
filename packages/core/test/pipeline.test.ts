import { describe, expect, it } from 'vitest'
import { describeWith, testRedisUrl, testHost } from '../src/testing/index.ts'
import { definePlugin } from '../src/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const pay = (payer = '0xabc') => ({ 'payment-signature': `ok:${payer}` })

describe('operation pipeline', () => {
  it('wraps a paid call in {data, meta} with endpoint, cost, caller and settlement', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const response = await app.request('/api/demo/echo?text=hello&count=3&loud=true', { headers: pay() })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.data).toEqual({ ok: true, items: [{ text: 'hello', count: 3, loud: true, caller: 'paid', payer: { address: '0xabc', network: 'eip155:8453' } }], total: 1, source: { provider: 'demo', url: 'https://example.org', license: 'MIT' } })
    expect(body.meta).toMatchObject({ endpoint: 'demo.echo', caller: 'paid', cost: { usd: 0.0025, amount: '2500', currency: 'USDC' }, settlement: { status: 'settled', amount: '2500' } })
    expect(response.headers.get('payment-response')).toBe('settled')
    expect(gate.record.settled).toEqual([{ amountMicros: 2500, payer: '0xabc' }])
  })

  it('answers 402 with the payment-required envelope (body and header) before any charge', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const response = await app.request('/api/demo/echo?text=hello')
    expect(response.status).toBe(402)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toMatchObject({ x402Version: 2, resource: 'http://localhost/api/demo/echo?text=hello', accepts: [{ scheme: 'exact', amount: '2500' }] })
    expect(JSON.parse(Buffer.from(response.headers.get('payment-required')!, 'base64').toString())).toEqual(body)
  })

  it('names the resource at the public URL (its trailing slash dropped) in a 402', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate(), config: { publicUrl: 'https://api.example.com/' } }).app
    const response = await app.request('/api/demo/echo?text=hello')
    expect(response.status).toBe(402)
    expect((await response.json()).resource).toBe('https://api.example.com/api/demo/echo?text=hello')
  })

  it('with no payment rail, a paid call answers 402 in no payment protocol and says why', async () => {
    const app = h.open({ plugins: [demoPlugin] }).app
    const response = await app.request('/api/demo/echo?text=hello')
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toEqual({ error: expect.stringMatching(/no payment rail installed; use trial mode/), code: 'PAYMENT_REQUIRED', status: 402 })
    expect(response.headers.get('payment-required')).toBeNull()
    // A credential no rail reads is no payment.
    const paid = await app.request('/api/demo/echo?text=hello', { headers: pay() })
    expect(paid.status).toBe(402)
    expect((await paid.json()).code).toBe('PAYMENT_REQUIRED')
  })

  it('validates before payment: 400 names the field and the bound', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const cases: Array<[string, string, RegExp]> = [
      ['/api/demo/echo?count=2', 'text', /required/],
      ['/api/demo/echo?text=a', 'text', />=2/],
      ['/api/demo/echo?text=abcdefghijk', 'text', /<=10/],
      ['/api/demo/echo?text=hello&count=9', 'count', /<=5/],
      ['/api/demo/echo?text=hello&count=1.5', 'count', /integer/],
      ['/api/demo/echo?text=hello&count=abc', 'count', /number/],
      ['/api/demo/echo?text=hello&loud=maybe', 'loud', /boolean/],
      ['/api/demo/echo?text=hello&mode=c', 'mode', /"a" \| "b"/],
      ['/api/demo/echo?text=hello&trial=2', 'trial', /only allowed value is 1/],
      ['/api/demo/echo?text=hello&text=again', 'text', /given 2 times/],
    ]
    for (const [path, field, message] of cases) {
      const response = await app.request(path)
      const body = await response.json()
      expect(response.status, path).toBe(400)
      expect(body.code).toBe('INVALID_INPUT')
      expect(body.field, path).toBe(field)
      expect(body.error, path).toMatch(message)
      expect(body.error.startsWith(field), path).toBe(true)
    }
  })

  it('rejects unknown query parameters and unknown body members, naming them', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const get = await (await app.request('/api/demo/echo?text=hello&colour=red')).json()
    expect(get).toMatchObject({ code: 'INVALID_INPUT', field: 'colour' })
    expect(get.error).toContain('"colour"')
    const post = await app.request('/api/demo/submit', { json: { name: 'x', extra: true } })
    expect(post.status).toBe(400)
    expect((await post.json()).error).toContain('"extra"')
    // Names every object has by inheritance are not members of an operation either.
    for (const name of ['toString', 'constructor', 'hasOwnProperty']) {
      const inherited = await (await app.request(`/api/demo/echo?text=hello&${name}=1`)).json()
      expect(inherited, name).toMatchObject({ code: 'INVALID_INPUT', field: name })
    }
  })

  it('answers bad bodies clearly: malformed JSON, non-object, wrong type, too large', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate(), config: { bodyLimitBytes: 2048 } }).app
    const send = (body: string, type = 'application/json') => app.request('/api/demo/submit', { method: 'POST', body, headers: { 'content-type': type } })
    expect((await (await send('{bad')).json()).error).toMatch(/not valid JSON/)
    expect((await (await send('[1]')).json()).error).toMatch(/JSON object/)
    expect((await send('name=x', 'application/x-www-form-urlencoded')).status).toBe(415)
    const big = await send(JSON.stringify({ name: 'x'.repeat(5000) }))
    expect(big.status).toBe(413)
    expect((await big.json()).code).toBe('PAYLOAD_TOO_LARGE')
    // A declared length is read whole, but the body is measured, not the declaration trusted.
    const understated = await app.request('/api/demo/submit', { method: 'POST', body: JSON.stringify({ name: 'é'.repeat(1500) }), headers: { 'content-type': 'application/json', 'content-length': '20' } })
    expect(understated.status).toBe(413)
    const declared = await app.request('/api/demo/submit', { method: 'POST', body: JSON.stringify({ name: 'ok' }), headers: { 'content-type': 'application/json', 'content-length': '13' } })
    // Read and valid: on to payment.
    expect(declared.status).toBe(402)
  })

  it('answers 405 with Allow for the wrong method and 404 for unknown routes', async () => {
    const app = h.open({ plugins: [demoPlugin] }).app
    const wrong = await app.request('/api/demo/echo?text=hello', { method: 'POST' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, HEAD')
    expect(await wrong.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 })
    const missing = await app.request('/api/demo/nothing')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 })
  })

  it('maps handler failures to stable codes, never leaks a stack, and never charges', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const expectations: Array<[string, number, string]> = [['upstream', 502, 'UPSTREAM_FAILED'], ['notfound', 404, 'NOT_FOUND'], ['ratelimit', 429, 'UPSTREAM_RATE_LIMIT'], ['crash', 500, 'INTERNAL']]
    for (const [how, status, code] of expectations) {
      const response = await app.request(`/api/demo/fail?how=${how}`, { headers: pay() })
      const text = await response.text()
      expect(response.status, how).toBe(status)
      expect(JSON.parse(text).code).toBe(code)
      expect(text).not.toMatch(/secret internal detail|at .*\.ts:\d+|boom/)
    }
    expect(gate.record.settled).toEqual([])
    expect(gate.record.released).toBe(4)
  })

  it('withholds the result when settlement fails', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const response = await app.request('/api/demo/echo?text=hello', { headers: { 'payment-signature': 'ok:0xabc:failsettle' } })
    expect(response.status).toBe(402)
    const text = await response.text()
    expect(JSON.parse(text).code).toBe('SETTLEMENT_FAILED')
    expect(text).not.toContain('hello')
  })

  it('makes an operation free when the operator prices it at 0', async () => {
    const app = h.open({ plugins: [demoPlugin], config: { prices: { 'demo.echo': 0 } } }).app
    const response = await app.request('/api/demo/echo?text=hello')
    expect(response.status).toBe(200)
    expect((await response.json()).meta).toMatchObject({ caller: 'free', cost: { usd: 0 }, settlement: null })
  })

  it('serves binary operations as raw bytes with meta in headers', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const response = await app.request('/api/demo/image', { headers: pay() })
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-svc-endpoint')).toBe('demo.image')
    expect(response.headers.get('x-svc-render-ms')).toBe('1')
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([137, 80, 78, 71])
  })

  it('settles only the reported usage of an up-to operation, never more than authorized', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate }).app
    const quote = await (await app.request('/api/demo/metered', { json: { units: 7 } })).json()
    expect(quote.accepts[0].amount).toBe('100000')
    const paid = await (await app.request('/api/demo/metered', { json: { units: 7 }, headers: pay() })).json()
    expect(paid.meta).toMatchObject({ cost: { amount: '7000' }, authorized: { amount: '100000' } })
    await app.request('/api/demo/metered', { json: { units: 100 }, headers: pay() })
    expect(gate.record.settled.map((s) => s.amountMicros)).toEqual([7000, 100000])
  })

  it('quotes a variable maximum from the group settings and settles the reported usage with its details', async () => {
    const gate = recordingGate()
    const app = h.open({ plugins: [demoPlugin], gate, config: { settings: { demo: { unitUsd: 0.002 } } } }).app
    const quote = await (await app.request('/api/demo/quoted-metered', { json: { n: 5, used: 3 } })).json()
    expect(quote.accepts[0].amount).toBe('10000')
    const paid = await (await app.request('/api/demo/quoted-metered', { json: { n: 5, used: 3 }, headers: pay() })).json()
    expect(paid.meta).toMatchObject({ cost: { amount: '3000' }, authorized: { amount: '10000' }, usage: { usd: 0.003, amount: '3000', units: 3 } })
    await app.request('/api/demo/quoted-metered', { json: { n: 5, used: 20 }, headers: pay() })
    expect(gate.record.settled.map((s) => s.amountMicros)).toEqual([3000, 10000])
    const directory = await (await app.request('/api/directory')).json()
    const entry = directory.operations.find((operation: { id: string }) => operation.id === 'demo.quoted-metered')
    expect(entry).toMatchObject({ pricing: 'variable', versions: [{ billing: 'actual-usage-upto-max', price: { usd: 0.001 } }] })
  })

  it('serves a plugin route as free JSON built from the group settings, GET only, never on an operation path', async () => {
    const app = h.open({ plugins: [demoPlugin], config: { settings: { demo: { dish: 'soup' } } } }).app
    const response = await app.request('/api/demo/menu/today')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ dish: 'soup' })
    expect((await app.request('/api/demo/menu/today', { method: 'POST' })).status).toBe(404)
    const clash = definePlugin({ ...demoPlugin, routes: [{ path: 'echo', description: 'clash', handler: () => ({}) }] })
    expect(() => h.open({ plugins: [clash] }).app).toThrow(/\/api\/demo\/echo/)
  })

  it('quotes variable prices per request in the 402', async () => {
    const app = h.open({ plugins: [demoPlugin], gate: recordingGate() }).app
    const body = await (await app.request('/api/demo/quoted', { json: { n: 7 } })).json()
    expect(body.accepts[0].amount).toBe('70000')
  })
})

describe('trial mode', () => {
  it('serves exactly one of 50 concurrent trial calls per operation and caller', async () => {
    const app = h.open({ plugins: [demoPlugin], config: { trustProxy: true } }).app
    const responses = await Promise.all(Array.from({ length: 50 }, () => app.request('/api/demo/echo?text=hello&trial=1', { headers: { 'x-forwarded-for': '203.0.113.9' } })))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 402)).toHaveLength(49)
    const exhausted = await responses.find((response) => response.status === 402)!.json()
    expect(exhausted.code).toBe('TRIAL_EXHAUSTED')
    expect(exhausted.error).toMatch(/next one opens at \d{4}-\d\d-\d\dT/)
    expect(exhausted.retryAfter).toBeGreaterThan(3500)
    // Another caller and another operation each still have their own trial.
    expect((await app.request('/api/demo/echo?text=hello&trial=1', { headers: { 'x-forwarded-for': '203.0.113.10' } })).status).toBe(200)
    expect((await app.request('/api/demo/submit?trial=1', { json: { name: 'x' }, headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200)
  })

  it('accepts the X-svc-Trial header and reports caller kind trial at no cost', async () => {
    const app = h.open({ plugins: [demoPlugin] }).app
    const body = await (await app.request('/api/demo/echo?text=hello', { headers: { 'x-svc-trial': '1' } })).json()
    expect(body.meta).toMatchObject({ caller: 'trial', cost: { usd: 0, amount: '0' }, settlement: null })
  })

  it('gives the trial back when the call fails', async () => {
    const app = h.open({ plugins: [demoPlugin] }).app
    expect((await app.request('/api/demo/fail?how=upstream&trial=1')).status).toBe(502)
    expect((await app.request('/api/demo/fail?how=upstream&trial=1')).status).toBe(502)
  })

  it('does not let a client spoof X-Forwarded-For past one trusted proxy hop', async () => {
    const app = h.open({ plugins: [demoPlugin], config: { trustProxy: 1 } }).app
    const first = await app.request('/api/demo/echo?text=hello&trial=1', { headers: { 'x-forwarded-for': '1.1.1.1, 198.51.100.7' } })
    const spoofed = await app.request('/api/demo/echo?text=hello&trial=1', { headers: { 'x-forwarded-for': '2.2.2.2, 198.51.100.7' } })
    expect(first.status).toBe(200)
    expect(spoofed.status).toBe(402)
  })
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('trial mode on shared Redis state', () => {
  it('serves exactly one of 50 concurrent trial calls spread over two hosts', async () => {
    const { createRedisState } = await import('@svc/state-redis')
    const prefix = `svc-trial-test-${process.pid}-${Date.now()}:`
    const states = [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })]
    const hosts = states.map((state) => h.open({ plugins: [demoPlugin], state, config: { trustProxy: true } }).app)
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => hosts[i % 2]!.request('/api/demo/echo?text=hello&trial=1', { headers: { 'x-forwarded-for': '198.51.100.1' } })))
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    expect(responses.filter((response) => response.status === 402)).toHaveLength(49)
    await Promise.all(hosts.map((host) => host.close()))
  })
})
