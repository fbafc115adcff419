import { testPlugin, testHost } from '@svc/core/testing'
import { geocodePlugin } from '../src/index.ts'

// The examples reach Nominatim on the fixture server, answered with the files of geocode.test.ts.
const h = testHost({
  plugins: [geocodePlugin],
  upstreams: ['nominatim', 'census-geocoder'],
  routes: {
    'GET /search': { file: 'nominatim/search-eiffel.json' },
    'GET /reverse': { file: 'nominatim/reverse-aramburu.json' },
  },
})
testPlugin(geocodePlugin, { upstreams: h.upstreams, config: { settings: { geocode: { nominatimUserAgent: 'svc-tests (ops@example.org)', nominatimIntervalMs: 0 } } } })
