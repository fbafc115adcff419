import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { testPlugin, upstreamHarness } from '@svc/core/testing'
import { geocodePlugin } from '../src/index.ts'

// The examples reach Nominatim on the fixture server, answered with the files of geocode.test.ts.
const h = upstreamHarness({
  plugins: [geocodePlugin],
  upstreams: ['nominatim', 'census-geocoder'],
  routes: {
    'GET /search': { file: join(import.meta.dirname, 'fixtures/nominatim/search-eiffel.json') },
    'GET /reverse': { file: join(import.meta.dirname, 'fixtures/nominatim/reverse-aramburu.json') },
  },
})
testPlugin(geocodePlugin, { catalog: serviceCatalog, upstreams: h.upstreams, config: { settings: { geocode: { nominatimUserAgent: 'svc-tests (ops@example.org)', nominatimIntervalMs: 0 } } }, examplesFile: new URL('../src/examples.json', import.meta.url) })
