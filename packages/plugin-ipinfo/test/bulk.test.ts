import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { testHost } from '@svc/core/testing'
import { netPlugin } from '@svc/plugin-net'
import { describe, expect, it } from 'vitest'
import { ipinfoPlugin } from '../src/index.ts'

// RIPEstat answers recorded in plugin-net's fixtures (see its test/fixtures/ripestat/README.md).
const netFixtures = join(dirname(createRequire(import.meta.url).resolve('@svc/plugin-net/package.json')), 'test/fixtures/ripestat')
const fixture = (name: string) => ({ file: join(netFixtures, name) })

const h = testHost({
  plugins: [ipinfoPlugin, netPlugin],
  upstreams: ['ripestat'],
  routes: {
    'GET /data/as-overview/data.json': fixture('as-overview-3333.json'),
    'GET /data/network-info/data.json': (request) => (request.query.get('resource') === '192.0.2.66' ? { status: 500, body: 'down' } : fixture(request.query.get('resource') === '193.0.6.139' ? 'network-info-193.0.6.139.json' : 'network-info-unrouted.json')),
    'GET /data/rir-stats-country/data.json': fixture('rir-stats-country-nl.json'),
  },
})

describe('ipinfo.bulk', () => {
  it('answers each address in the order given, asking once per distinct address', async () => {
    const data = await h.ok('/api/ipinfo/bulk', { ips: ['193.0.6.139', '192.0.2.1', '193.0.6.139', '192.0.2.66'] })
    expect(data.items).toEqual([
      { ip: '193.0.6.139', found: true, asn: 3333, name: 'RIPE-NCC-AS - Reseaux IP Europeens Network Coordination Centre (RIPE NCC)', prefix: '193.0.0.0/21', country: 'NL' },
      { ip: '192.0.2.1', found: false, asn: null, name: null, prefix: null, country: null },
      { ip: '193.0.6.139', found: true, asn: 3333, name: 'RIPE-NCC-AS - Reseaux IP Europeens Network Coordination Centre (RIPE NCC)', prefix: '193.0.0.0/21', country: 'NL' },
      { ip: '192.0.2.66', found: null, asn: null, name: null, prefix: null, country: null, error: expect.any(String) },
    ])
    expect(data.total).toBe(4)
    const asked = h.requestsTo('/data/network-info/data.json').map((request) => request.query.get('resource'))
    expect(asked.filter((ip) => ip === '193.0.6.139')).toHaveLength(1)
    expect(h.requests.some((request) => request.path.includes('announced-prefixes'))).toBe(false)
  })

  it('answers 502, uncharged, when no address could be asked', () => h.status('/api/ipinfo/bulk', 502, { ips: ['192.0.2.66'] }, 'UPSTREAM_FAILED'))

  it('names the bad field', async () => {
    await h.rejects('/api/ipinfo/bulk', 'ips', { ips: [] })
    await h.rejects('/api/ipinfo/bulk', 'ips', { ips: Array.from({ length: 51 }, (_, i) => `192.0.2.${i}`) })
    await h.rejects('/api/ipinfo/bulk', 'ips.0', { ips: ['example.com'] })
  })

  const withoutNet = testHost({ plugins: ipinfoPlugin })
  it('is unavailable without net.asn, naming it', async () => {
    const body = await withoutNet.status('/api/ipinfo/bulk', 503, { ips: ['193.0.6.139'] })
    expect(body.error).toContain('net.asn')
  })
})
