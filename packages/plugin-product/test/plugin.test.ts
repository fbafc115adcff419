import { testPlugin, testHost } from '@svc/core/testing'
import { validatePlugin } from '@svc/plugin-validate'
import { productPlugin } from '../src/index.ts'

// The example reaches Open Products Facts (which has no such product) and Open Food Facts (below /off) on the
// fixture server, answered with the files of gtin.test.ts; validate.gtin checks the number first.
const fixture = (name: string) => ({ file: name })
const h = testHost({
  plugins: [productPlugin, validatePlugin],
  upstreams: ['open-products-facts'],
  routes: {
    'GET /api/v3.4/product/3017624010701': { status: 404, ...fixture('open-products-facts/not-found.json') },
    'GET /off/api/v3.4/product/3017624010701': fixture('open-food-facts/product-3017624010701.json'),
  },
})
testPlugin(productPlugin, {
  plugins: [validatePlugin],
  upstreams: { ...h.upstreams, 'open-food-facts': () => `${h.server.url}/off` },
  })
