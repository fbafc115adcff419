import { testPlugin } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll } from 'vitest'
import { emailPlugin } from '../src/index.ts'

// The recorded example asks a DNS server on 127.0.0.1 with a made-up MX record for example.com; the 402 example's
// syntax is checked before any DNS question, so a syntactically bad address answers without DNS.
const settings = { dns: { servers: ['127.0.0.1:9'], timeoutMs: 300, tries: 1 } }
let dns: DnsTestServer
beforeAll(async () => {
  dns = await serveDns({ records: { 'example.com': [{ type: 'MX', data: { preference: 10, exchange: 'mx.example.com' } }] } })
  settings.dns.servers = [dns.address]
})
afterAll(() => dns.close())

testPlugin(emailPlugin, {
  config: { settings },
  examples: { 'email.validate': { email: 'not-an-address' } },
})
