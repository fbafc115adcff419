import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { climatePlugin } from '../src/index.ts'

// The examples reach NCEI on the fixture server, answered with the files of climate.test.ts.
const h = upstreamHarness({
  plugins: [climatePlugin],
  upstreams: ['ncei'],
  routes: {
    'GET /pub/data/ghcn/daily/ghcnd-stations.txt': { file: join(import.meta.dirname, 'fixtures/ncei/ghcnd-stations.txt'), headers: { 'content-type': 'text/plain' } },
    'GET /access/services/data/v1': { file: join(import.meta.dirname, 'fixtures/ncei/daily-USW00094728.json') },
  },
})
testPlugin(climatePlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
