import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { agriculturePlugin } from '../src/index.ts'

// The examples reach the Drought Monitor and NASS Quick Stats on the fixture server, answered with the files of drought.test.ts and stats.test.ts.
const h = upstreamHarness({
  plugins: [agriculturePlugin],
  upstreams: ['usdm', 'nass'],
  keys: { nass: 'nass-key' },
  routes: {
    'GET /api/CountyStatistics/GetDroughtSeverityStatisticsByAreaPercent': { file: join(import.meta.dirname, 'fixtures/usdm/county-06037.json') },
    'GET /api/api_GET/': { file: join(import.meta.dirname, 'fixtures/nass/corn-ia.json') },
  },
})
testPlugin(agriculturePlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
