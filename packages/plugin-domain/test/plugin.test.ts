import { testHost, type FixtureServer, serveFixtures, testPlugin } from '@svc/core/testing'
import { dnsPlugin } from '@svc/plugin-dns'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll } from 'vitest'
import { tlsPlugin } from '@svc/plugin-tls'
import { domainPlugin } from '../src/index.ts'
import { dnsSettings, domainFixtures } from './_harness.ts'

// The examples reach RDAP and crt.sh on the fixture server, answered with the other tests' files; DNS goes to a
// local server with made-up records for example.com, shaped like those of email-security.test.ts. domain.intel's TLS
// section connects to example.com:443, which testPlugin's site answers with the kit's self-signed test certificate.
let dns: DnsTestServer
let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({})
  dns = await serveDns({
    records: {
      'example.com': [{ type: 'MX', data: { preference: 10, exchange: 'mx1.example.com' } }, { type: 'TXT', data: 'v=spf1 ip4:192.0.2.0/24 -all' }],
      '_dmarc.example.com': [{ type: 'TXT', data: 'v=DMARC1; p=reject; rua=mailto:dmarc@example.com' }],
      'selector1._domainkey.example.com': [{ type: 'TXT', data: 'v=DKIM1; k=ed25519; p=' }],
    },
  })
  dnsSettings.servers = [dns.address]
})
afterAll(async () => {
  await dns.close()
  await site.close()
})

const h = testHost(domainFixtures)
testPlugin(domainPlugin, { plugins: [dnsPlugin, tlsPlugin], upstreams: h.upstreams, config: { settings: { dns: dnsSettings } }, site: () => site.url })
