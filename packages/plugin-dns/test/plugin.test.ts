import { testPlugin } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { dnsPlugin } from '../src/index.ts'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'

// The example asks a DNS server on 127.0.0.1 with made-up MX records for example.com, shaped like those of lookup.test.ts.
const settings = { dns: { servers: ['127.0.0.1:9'], timeoutMs: 300, tries: 1 } }
let server: DnsTestServer
beforeAll(async () => {
  server = await serveDns({ records: { 'example.com': [{ type: 'MX', data: { preference: 10, exchange: 'mx1.example.com' }, ttl: 300 }, { type: 'MX', data: { preference: 20, exchange: 'mx2.example.com' }, ttl: 300 }] } })
  settings.dns.servers = [server.address]
})
afterAll(() => server.close())

testPlugin(dnsPlugin, { config: { settings } })
