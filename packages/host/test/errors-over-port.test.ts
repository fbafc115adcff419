import { mkdtempSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createError, defineOperation, definePlugin, parseConfig, UpstreamError } from '@svc/core'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHost, listen, type RunningServer } from '../src/index.ts'

const plugin = definePlugin({
  name: 'errors-demo',
  version: '1.0.0',
  group: 'errs',
  operations: [
    defineOperation({ name: 'ok', method: 'GET', description: 'Answers its input back.', input: v.object({ n: v.pipe(v.number(), v.maxValue(5)) }), price: { usd: 0 }, handler: ({ input }) => ({ ok: true, items: [input], total: 1, source: { provider: 't', url: 'https://example.org', license: 'MIT' } }) }),
    defineOperation({ name: 'paid', method: 'GET', description: 'Costs something.', input: v.object({}), price: { usd: 0.01 }, handler: () => ({}) }),
    defineOperation({ name: 'post', method: 'POST', description: 'Takes a body.', input: v.strictObject({ a: v.string() }), price: { usd: 0 }, handler: () => ({}) }),
    defineOperation({ name: 'big', method: 'POST', description: 'Takes a larger body.', input: v.strictObject({ a: v.string() }), price: { usd: 0 }, bodyLimitBytes: 4096, handler: () => ({}) }),
    defineOperation({
      name: 'fail',
      method: 'GET',
      description: 'Fails as asked.',
      input: v.object({ how: v.picklist(['missing', 'limited', 'crash', 'upstream']) }),
      price: { usd: 0 },
      handler: ({ input }) => {
        if (input.how === 'missing') throw createError('NOT_FOUND', 'No such thing')
        if (input.how === 'limited') throw new UpstreamError('UPSTREAM_RATE_LIMIT', 'Provider is rate limiting', 429, undefined)
        if (input.how === 'upstream') throw new UpstreamError('UPSTREAM_FAILED', 'Provider answered HTTP 500', 500, 'stack at provider')
        throw new TypeError('secret detail at /srv/app.ts:12')
      },
    }),
    defineOperation({ name: 'keyed', method: 'GET', description: 'Needs a key upstream.', input: v.object({}), price: { usd: 0 }, upstreams: [{ id: 'needs-key', name: 'Keyed', baseUrl: 'https://keyed.invalid', key: { required: true, in: 'header', name: 'x-key' } }], handler: () => ({}) }),
  ],
})

describe('every status over a real port', () => {
  let server: RunningServer
  beforeAll(async () => {
    const host = await createHost({ plugins: [plugin], config: parseConfig({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(join(tmpdir(), 'svc-errors-over-port-')), log: 'off', bodyLimitBytes: 1024 }) })
    server = await listen(host, () => {})
  })
  afterAll(() => server.close())

  const cases: Array<[string, RequestInit, number, string]> = [
    ['/api/errs/ok?n=1', {}, 200, ''],
    ['/api/errs/ok?n=9', {}, 400, 'INVALID_INPUT'],
    ['/api/errs/paid', {}, 402, 'PAYMENT_REQUIRED'],
    ['/api/errs/fail?how=missing', {}, 404, 'NOT_FOUND'],
    ['/api/nothing/here', {}, 404, 'NOT_FOUND'],
    ['/api/errs/ok?n=1', { method: 'POST' }, 405, 'METHOD_NOT_ALLOWED'],
    ['/api/errs/post', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(2000) }) }, 413, 'PAYLOAD_TOO_LARGE'],
    ['/api/errs/post', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['/api/errs/fail?how=limited', {}, 429, 'UPSTREAM_RATE_LIMIT'],
    ['/api/errs/fail?how=crash', {}, 500, 'INTERNAL'],
    ['/api/errs/fail?how=upstream', {}, 502, 'UPSTREAM_FAILED'],
    ['/api/errs/keyed', {}, 503, 'UPSTREAM_NOT_CONFIGURED'],
  ]

  it.each(cases)('%s -> %i %s', async (path, init, status, code) => {
    const response = await fetch(`${server.url}${path}`, init)
    const text = await response.text()
    expect(response.status, text).toBe(status)
    // The status line carries its reason phrase: `HTTP/1.1 402 Payment Required`.
    expect(response.statusText).toBe(STATUS_CODES[status])
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = JSON.parse(text)
    if (status === 200) {
      expect(body).toMatchObject({ data: { ok: true }, meta: { endpoint: 'errs.ok', caller: 'free' } })
      return
    }
    expect(body).toMatchObject({ code, status })
    expect(typeof body.error).toBe('string')
    expect(text).not.toMatch(/secret detail|stack at provider|\.ts:\d+/)
    if (status === 405) expect(response.headers.get('allow')).toBe('GET, HEAD')
    if (status === 402) expect(body).toMatchObject({ x402Version: 2, accepts: [] })
  })

  it('answers HEAD wherever GET is, for uptime checks: HEAD /health is 200 OK', async () => {
    for (const path of ['/health', '/', '/api/directory']) {
      const response = await fetch(`${server.url}${path}`, { method: 'HEAD' })
      expect(`${response.status} ${response.statusText}`, path).toBe('200 OK')
      expect(await response.text(), path).toBe('')
    }
  })

  // A body of unknown length (chunked) is read up to the limit, not trusted.
  const chunked = (text: string, path = 'post') => {
    const bytes = new TextEncoder().encode(text)
    const body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 256) controller.enqueue(bytes.subarray(at, at + 256))
        controller.close()
      },
    })
    return fetch(`${server.url}/api/errs/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
  }

  it('answers 413 to a chunked body over the limit, and reads one under it', async () => {
    const over = await chunked(JSON.stringify({ a: 'x'.repeat(3000) }))
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    const under = await chunked(JSON.stringify({ a: 'y'.repeat(600) }))
    expect(under.status).toBe(200)
    const unknown = await chunked(JSON.stringify({ a: 'y', b: 1 }))
    expect(await unknown.json()).toMatchObject({ code: 'INVALID_INPUT', error: expect.stringContaining('"b"') })
  })

  it('takes the larger body an operation declares, beyond the host\'s limit, and no more', async () => {
    const body = (size: number) => JSON.stringify({ a: 'z'.repeat(size - 8) })
    for (const send of [(text: string) => chunked(text, 'big'), (text: string) => fetch(`${server.url}/api/errs/big`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })]) {
      expect((await send(body(3000))).status).toBe(200)
      const over = await send(body(5000))
      expect(over.status).toBe(413)
      expect(await over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', limitBytes: 4096, error: 'The body exceeds the limit of 4096 bytes' })
    }
  })
})
