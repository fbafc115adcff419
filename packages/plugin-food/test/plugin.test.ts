import { testPlugin, testHost } from '@svc/core/testing'
import { foodPlugin } from '../src/index.ts'

// The examples reach Open Food Facts and the FSA on the fixture server, answered with the other tests' files.
const h = testHost({
  plugins: [foodPlugin],
  upstreams: ['open-food-facts', 'fsa-ratings'],
  routes: {
    'GET /api/v3.4/product/3017624010701': { file: 'open-food-facts/product-3017624010701.json' },
    'GET /Establishments': { file: 'fsa/establishments.json' },
  },
})
testPlugin(foodPlugin, { upstreams: h.upstreams })
