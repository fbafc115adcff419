import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { testPlugin, testHost } from '@svc/core/testing'
import { netPlugin } from '@svc/plugin-net'
import { ipinfoPlugin } from '../src/index.ts'

// The example calls net.asn, which reaches RIPEstat on the fixture server, answered with plugin-net's files.
const netFixtures = join(dirname(createRequire(import.meta.url).resolve('@svc/plugin-net/package.json')), 'test/fixtures/ripestat')
const fixture = (name: string) => ({ file: join(netFixtures, name) })
const h = testHost({
  plugins: [ipinfoPlugin, netPlugin],
  upstreams: ['ripestat'],
  routes: {
    'GET /data/as-overview/data.json': fixture('as-overview-3333.json'),
    'GET /data/network-info/data.json': (request) => fixture(request.query.get('resource') === '193.0.6.139' ? 'network-info-193.0.6.139.json' : 'network-info-unrouted.json'),
    'GET /data/rir-stats-country/data.json': fixture('rir-stats-country-nl.json'),
  },
})
testPlugin(ipinfoPlugin, { plugins: [netPlugin], upstreams: h.upstreams })
