import { testPlugin } from '@svc/core/testing'
import { geocodePlugin } from '../src/index.ts'

// The examples reach Nominatim on the fixture server, answered with the files of geocode.test.ts.
testPlugin(geocodePlugin, {
  routes: {
    'GET /search': { file: 'nominatim/search-eiffel.json' },
    'GET /reverse': { file: 'nominatim/reverse-aramburu.json' },
  },
  config: { settings: { geocode: { nominatimUserAgent: 'svc-tests (ops@example.org)', nominatimIntervalMs: 0 } } },
})
