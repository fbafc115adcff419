import { createServer, type Server } from 'node:tls'
import { testHost } from '@svc/core/testing'
import { dnsPlugin } from '@svc/plugin-dns'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { tlsPlugin } from '@svc/plugin-tls'
import { generate } from 'selfsigned'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { domainPlugin } from '../src/index.ts'
import { dnsSettings, domainFixtures } from './_harness.ts'

// google.com's TLS check goes to a local server with a made-up self-signed certificate: in these
// tests only, the URL guard resolves google.com to 127.0.0.1 and refuses every other name without
// asking DNS (as it refuses a name that does not resolve), so no test reaches the internet.
vi.mock('@svc/core', async (original) => {
  const core = await original<typeof import('@svc/core')>()
  return {
    ...core,
    resolvePublicHost: (host: string, options: { field?: string } = {}) =>
      host === 'google.com' ? Promise.resolve([{ address: '127.0.0.1', family: 4 as const }]) : core.resolvePublicHost('0.0.0.0', options),
  }
})

let dns: DnsTestServer
let tls: Server
let port: number
beforeAll(async () => {
  dns = await serveDns({ records: {
    'google.com': [{ type: 'A', data: '142.250.64.80' }, { type: 'MX', data: { preference: 10, exchange: 'smtp.google.com' } }, { type: 'NS', data: 'ns1.google.com' }],
    // A cloud host's resolver also answers its private network's names: none of this may reach a caller.
    'intranet-4711.com': [{ type: 'A', data: '10.0.3.7' }, { type: 'AAAA', data: 'fd12:3456::7' }, { type: 'MX', data: { preference: 10, exchange: 'mail.corp.internal' } }],
  } })
  dnsSettings.servers = [dns.address]
  const pems = await generate([{ name: 'commonName', value: 'google.com' }], { keyType: 'ec', algorithm: 'sha256', extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'google.com' }] }] } as Parameters<typeof generate>[1])
  tls = createServer({ key: pems.private, cert: pems.cert }, (socket) => socket.end())
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve))
  port = (tls.address() as { port: number }).port
})
afterAll(async () => {
  await dns.close()
  await new Promise<void>((resolve) => tls.close(() => resolve()))
})

describe('domain.intel', () => {
  const h = testHost({ ...domainFixtures, plugins: [domainPlugin, dnsPlugin, tlsPlugin] })
  const withoutTls = testHost({ plugins: [domainPlugin, dnsPlugin] })

  it('answers one section per source', async () => {
    const row = (await h.ok(`/api/domain/intel?domain=google.com&port=${port}`)).items[0]
    expect(row.domain).toBe('google.com')
    expect(row.registration).toMatchObject({ status: 'found', data: { registrar: { name: 'MarkMonitor Inc.' }, expires: '2028-09-14' } })
    expect(row.dns).toEqual({ status: 'found', data: { A: ['142.250.64.80'], AAAA: [], MX: ['10 smtp.google.com'], NS: ['ns1.google.com'], TXT: [], CAA: [] } })
    expect(row.certificates).toMatchObject({ status: 'found', data: { total: 2, names: expect.arrayContaining(['example.com']) } })
    expect(row.tls).toMatchObject({ status: 'found', data: { host: 'google.com', port, hostnameMatches: true, trusted: false, subject: { CN: 'google.com' } } })
  })

  it('keeps the other sections when one source fails', async () => {
    h.set('GET /', { status: 500, body: 'down' })
    const row = (await h.ok(`/api/domain/intel?domain=google.com&port=${port}`)).items[0]
    expect(row.certificates).toEqual({ status: 'error', message: expect.any(String), data: null })
    expect(row.registration.status).toBe('found')
  })

  it('reports sources that know nothing of the domain as not_found', async () => {
    const row = (await h.ok('/api/domain/intel?domain=unregistered-name-4711.com')).items[0]
    expect(row.registration).toEqual({ status: 'not_found', data: null })
    expect(row.dns).toEqual({ status: 'not_found', data: null })
    expect(row.tls.status).toBe('error')
  })

  it('tells nothing of the host\'s network: a domain answering only private records has no DNS section', async () => {
    const row = (await h.ok('/api/domain/intel?domain=intranet-4711.com')).items[0]
    expect(row.dns).toEqual({ status: 'not_found', data: null })
    expect(dns.queries).toContain('intranet-4711.com A')
  })

  it('is unavailable without the tls plugin, naming what it needs', async () => {
    const body = await withoutTls.status('/api/domain/intel?domain=google.com', 503)
    expect(body.error).toContain('tls.cert-info')
  })

  it('names the bad field', () => h.rejects('/api/domain/intel?domain=google.com&port=0', 'port'))
})
