import { mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineOperation, definePlugin, parseConfig, type SvcConfigInput } from '@svc/core'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHost, listen, type RunningServer } from '../src/index.ts'

/** Lets the `slow` operation answer; `slowStarted` says it is running. */
let release = () => {}
let slowStarted = false
const plugin = definePlugin({
  name: 'conn',
  version: '1.0.0',
  group: 'conn',
  operations: [
    defineOperation({ name: 'echo', method: 'GET', description: 'Echoes a text.', input: v.object({ text: v.pipe(v.string(), v.maxLength(5000)) }), price: { usd: 0 }, handler: ({ input }) => ({ items: [input], total: 1 }) }),
    defineOperation({ name: 'slow', method: 'GET', description: 'Answers when the test lets it.', input: v.object({}), price: { usd: 0 }, handler: async () => {
      slowStarted = true
      await new Promise<void>((resolve) => (release = resolve))
      return { items: [], total: 0 }
    } }),
  ],
})

async function serveWith(config: SvcConfigInput): Promise<{ server: RunningServer; port: number }> {
  const host = await createHost({ plugins: [plugin], config: parseConfig({ port: 0, host: '127.0.0.1', log: 'off', dataDir: mkdtempSync(join(tmpdir(), 'svc-conn-')), ...config }) })
  const server = await listen(host, () => {})
  return { server, port: Number(new URL(server.url).port) }
}

/** A raw connection to the host: what it received, and when (ms after opening) the host closed it. */
function rawConnection(port: number, sent = '') {
  const socket = connect(port, '127.0.0.1')
  const opened = performance.now()
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  socket.on('error', () => {})
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => socket.on('close', () => resolve({ afterMs: performance.now() - opened, received })))
  const ready = new Promise<void>((resolve) => socket.on('connect', () => {
    if (sent) socket.write(sent)
    resolve()
  }))
  return { socket, ready, closed }
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))

describe('slow connections', () => {
  let host: Awaited<ReturnType<typeof serveWith>>
  beforeAll(async () => {
    host = await serveWith({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 })
  })
  afterAll(() => host.server.close())

  it('closes a connection whose headers do not arrive within headersTimeoutMs, with a 408 naming it', async () => {
    const { closed } = rawConnection(host.port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    const { afterMs, received } = await closed
    expect(afterMs).toBeGreaterThan(900)
    expect(afterMs).toBeLessThan(4000)
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(bodyOf(received)).toMatchObject({ code: 'REQUEST_TIMEOUT', status: 408, error: expect.stringContaining('within 1000 ms (headersTimeoutMs)') })
  })

  it('closes a connection whose body does not arrive within requestTimeoutMs', async () => {
    const { closed } = rawConnection(host.port, 'POST /api/conn/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":')
    const { afterMs } = await closed
    expect(afterMs).toBeGreaterThan(1900)
    expect(afterMs).toBeLessThan(6000)
  })

  it('answers a GET parameter beyond the header limit with a JSON 414 naming the limit, not a bare 431', async () => {
    const response = await fetch(`http://127.0.0.1:${host.port}/api/conn/echo?text=${encodeURIComponent('汉'.repeat(2000))}`)
    expect(response.status).toBe(414)
    expect(await response.json()).toMatchObject({ code: 'URI_TOO_LONG', status: 414, error: expect.stringContaining('at most 16384 bytes') })
    // Headers that large are a 431, with the same JSON.
    const headers = await fetch(`http://127.0.0.1:${host.port}/health`, { headers: { 'x-large': 'a'.repeat(20_000) } })
    expect(headers.status).toBe(431)
    expect(await headers.json()).toMatchObject({ code: 'HEADERS_TOO_LARGE', error: expect.stringContaining('16384 bytes') })
  })
})

describe('connections per client', () => {
  it('refuses a client its connection beyond connectionsPerClient with a 429, and takes it again once one closed', async () => {
    const { server, port } = await serveWith({ connectionsPerClient: 3 })
    try {
      const held = Array.from({ length: 3 }, () => rawConnection(port))
      await Promise.all(held.map((connection) => connection.ready))
      const refused = await rawConnection(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n').closed
      expect(refused.received).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/)
      expect(refused.received).toContain('\r\nretry-after: 1\r\n')
      expect(bodyOf(refused.received)).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('3 open connections') })
      held[0]!.socket.destroy()
      await held[0]!.closed
      const accepted = rawConnection(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
      expect((await accepted.closed).received).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      await server.close()
    }
  })
})

describe('stopping', () => {
  it('does not wait for connections that never sent a whole request, and lets a request in flight finish', async () => {
    const { server, port } = await serveWith({})
    const inFlight = fetch(`http://127.0.0.1:${port}/api/conn/slow`)
    const idle = rawConnection(port)
    const partial = rawConnection(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    await Promise.all([idle.ready, partial.ready])
    await expect.poll(() => slowStarted).toBe(true)
    const stopped = server.close()
    expect((await idle.closed).received).toBe('')
    expect((await partial.closed).received).toBe('')
    release()
    expect((await inFlight).status).toBe(200)
    await stopped
  })
})
