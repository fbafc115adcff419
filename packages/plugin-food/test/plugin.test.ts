import { testPlugin } from '@svc/core/testing'
import { foodPlugin } from '../src/index.ts'

// The examples reach Open Food Facts and the FSA on the fixture server, answered with the other tests' files.
testPlugin(foodPlugin, {
  routes: {
    'GET /api/v3.4/product/3017624010701': { file: 'open-food-facts/product-3017624010701.json' },
    'GET /Establishments': { file: 'fsa/establishments.json' },
  },
})
