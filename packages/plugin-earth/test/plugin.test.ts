import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { earthPlugin } from '../src/index.ts'

// The examples reach NASA EONET and EPIC on the fixture server, answered with the files of earth.test.ts.
const h = upstreamHarness({
  plugins: [earthPlugin],
  upstreams: ['eonet', 'epic'],
  routes: {
    'GET /api/v3/events': { file: join(import.meta.dirname, 'fixtures/eonet/events-open.json') },
    'GET /api/natural': { file: join(import.meta.dirname, 'fixtures/epic/natural.json') },
  },
})
testPlugin(earthPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
