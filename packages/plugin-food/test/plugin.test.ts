import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { foodPlugin } from '../src/index.ts'

// The examples reach Open Food Facts and the FSA on the fixture server, answered with the other tests' files.
const h = upstreamHarness({
  plugins: [foodPlugin],
  upstreams: ['open-food-facts', 'fsa-ratings'],
  routes: {
    'GET /api/v3.4/product/3017624010701': { file: join(import.meta.dirname, 'fixtures/open-food-facts/product-3017624010701.json') },
    'GET /Establishments': { file: join(import.meta.dirname, 'fixtures/fsa/establishments.json') },
  },
})
testPlugin(foodPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
