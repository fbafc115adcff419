import { testPlugin } from '@svc/core/testing'
import { tidesPlugin } from '../src/index.ts'

// The example reaches NOAA CO-OPS on the fixture server, answered with the files of now.test.ts at the time they were written for.
testPlugin(tidesPlugin, {
  routes: {
    'GET /api/prod/datagetter': (request) => `noaa-coops/${request.query.get('product') === 'water_level' ? 'water-level-latest.json' : 'predictions-hilo.json'}`,
  },
  examplesAt: '2026-11-26T14:00:00Z',
})
