import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { bookPlugin } from '../src/index.ts'

// The example reaches Open Library on the fixture server, answered with the file of search.test.ts.
const h = upstreamHarness({
  plugins: [bookPlugin],
  upstreams: ['open-library'],
  routes: {
    'GET /search.json': { file: join(import.meta.dirname, 'fixtures/open-library/search-title.json') },
  },
})
testPlugin(bookPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
