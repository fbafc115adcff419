import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { quakesPlugin } from '../src/index.ts'

// The example reaches USGS on the fixture server, answered with the file of recent.test.ts.
const h = upstreamHarness({
  plugins: [quakesPlugin],
  upstreams: ['usgs-earthquakes'],
  routes: {
    'GET /fdsnws/event/1/query': { file: join(import.meta.dirname, 'fixtures/usgs/query-m4.5-day.json') },
  },
})
testPlugin(quakesPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
