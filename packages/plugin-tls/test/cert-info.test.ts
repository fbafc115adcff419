import { createServer, type Server } from 'node:tls'
import { testHost } from '@svc/core/testing'
import { generate } from 'selfsigned'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tlsPlugin } from '../src/index.ts'

vi.mock('@svc/core', async (original) => (await import('./_loopback.ts')).withLoopbackHosts(await original()))

const DAY = 86_400_000
let server: Server
let port: number
let fingerprint: string
beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }, { name: 'organizationName', value: 'svc tests' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - DAY),
    notAfterDate: new Date(Date.now() + 30 * DAY + 3_600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  } as Parameters<typeof generate>[1])
  fingerprint = pems.fingerprint
  server = createServer({ key: pems.private, cert: pems.cert, minVersion: 'TLSv1.2', ALPNProtocols: ['http/1.1'] }, (socket) => socket.end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const app = testHost({ plugins: tlsPlugin })

describe('tls.cert-info', () => {
  it('reports the certificate, chain, protocol and cipher of a live handshake', async () => {
    const data = await app.ok(`/api/tls/cert-info?host=localhost&port=${port}`)
    const row = data.items[0]
    expect(row).toMatchObject({
      host: 'localhost',
      port,
      address: '127.0.0.1',
      protocol: expect.stringMatching(/^TLSv1\.[23]$/),
      cipher: { name: expect.any(String), version: expect.any(String) },
      alpn: 'http/1.1',
      trusted: false,
      trustError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      hostnameMatches: true,
      expired: false,
      notYetValid: false,
      daysRemaining: 30,
      subject: { CN: 'localhost', O: 'svc tests' },
      issuer: { CN: 'localhost', O: 'svc tests' },
      sans: ['DNS:localhost'],
    })
    expect(row.chain).toHaveLength(1)
    expect(row.chain[0]).toMatchObject({ selfSigned: true, isCa: false, keyCurve: 'P-256', validTo: row.validTo })
    expect(row.chain[0].fingerprintSha256.replaceAll(':', '').length).toBe(64)
    expect(fingerprint).toBeTruthy()
    expect(Date.parse(row.validTo) - Date.now()).toBeGreaterThan(30 * DAY)
    expect(data.source.url).toBe(`https://localhost:${port}/`)
  })

  it('says when the certificate does not name the host', async () => {
    const row = (await app.ok(`/api/tls/cert-info?host=127.0.0.1&port=${port}`)).items[0]
    expect(row).toMatchObject({ host: '127.0.0.1', hostnameMatches: false, subject: { CN: 'localhost' } })
  })

  it('refuses private addresses, only saying the address is not allowed', async () => {
    const body = await app.status('/api/tls/cert-info?host=10.0.0.1', 400, undefined, 'INVALID_INPUT')
    expect(body).toMatchObject({ field: 'host', reason: 'forbidden_address' })
    await app.status('/api/tls/cert-info?host=169.254.169.254', 400, undefined, 'INVALID_INPUT')
  })

  it('answers 502 when nothing speaks TLS there', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer()
      probe.listen(0, '127.0.0.1', () => {
        const free = (probe.address() as { port: number }).port
        probe.close(() => resolve(free))
      })
    })
    await app.status(`/api/tls/cert-info?host=127.0.0.1&port=${closed}`, 502, undefined, 'UPSTREAM_FAILED')
  })

  it('names the bad field', async () => {
    await app.rejects('/api/tls/cert-info?host=https://example.com/', 'host')
    await app.rejects('/api/tls/cert-info?host=example.com&port=70000', 'port')
  })
})
