import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { blsPlugin } from '../src/index.ts'

// The example reaches BLS on the fixture server, answered with the file of series.test.ts.
const h = upstreamHarness({
  plugins: [blsPlugin],
  upstreams: ['bls'],
  routes: {
    'POST /publicAPI/v2/timeseries/data/': { file: join(import.meta.dirname, 'fixtures/bls/cpi-unemployment.json') },
  },
})
testPlugin(blsPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
