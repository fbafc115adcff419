import { serviceCatalog } from '@svc/catalog'
import { testPlugin, testHost } from '@svc/core/testing'
import { tidesPlugin } from '../src/index.ts'

// The example reaches NOAA CO-OPS on the fixture server, answered with the files of now.test.ts at the time they were written for.
const h = testHost({
  plugins: [tidesPlugin],
  upstreams: ['noaa-coops'],
  routes: {
    'GET /api/prod/datagetter': (request) => `noaa-coops/${request.query.get('product') === 'water_level' ? 'water-level-latest.json' : 'predictions-hilo.json'}`,
  },
})
testPlugin(tidesPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesAt: '2026-11-26T14:00:00Z', examplesFile: new URL('../src/examples.json', import.meta.url) })
