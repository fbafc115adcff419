import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { bankPlugin } from '../src/index.ts'

// The example reaches the FDIC on the fixture server, answered with the files of lookup.test.ts.
const h = upstreamHarness({
  plugins: [bankPlugin],
  upstreams: ['fdic'],
  routes: {
    'GET /institutions': { file: join(import.meta.dirname, 'fixtures/fdic/institutions-search.json') },
    'GET /history': { file: join(import.meta.dirname, 'fixtures/fdic/history-closures.json') },
  },
})
testPlugin(bankPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
