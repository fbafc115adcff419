import { testPlugin } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll } from 'vitest'
import { netPlugin } from '../src/index.ts'

// The examples reach RIPEstat on the fixture server, answered with the files of ripestat.test.ts; reverse DNS
// goes to a local server with its made-up PTR record for the RIPE NCC address.
const fixture = (name: string) => ({ file: `ripestat/${name}` })
const dnsSettings = { servers: ['127.0.0.1:9'], timeoutMs: 300, tries: 1 }
let dns: DnsTestServer
beforeAll(async () => {
  dns = await serveDns({ records: { '139.6.0.193.in-addr.arpa': [{ type: 'PTR', data: 'www.ripe.net' }] } })
  dnsSettings.servers = [dns.address]
})
afterAll(() => dns.close())

testPlugin(netPlugin, {
  routes: {
    'GET /data/as-overview/data.json': fixture('as-overview-3333.json'),
    'GET /data/announced-prefixes/data.json': fixture('announced-prefixes-3333.json'),
    'GET /data/network-info/data.json': fixture('network-info-193.0.6.139.json'),
    'GET /data/rir-stats-country/data.json': fixture('rir-stats-country-nl.json'),
    'GET /data/rpki-validation/data.json': fixture('rpki-validation-valid.json'),
  },
  config: { settings: { dns: dnsSettings } },
  examples: { 'net.mac-vendor': { mac: '00:00:0C:12:34:56' } },
})
