import { testPlugin } from '@svc/core/testing'
import { earthPlugin } from '../src/index.ts'

// The examples reach NASA EONET and EPIC on the fixture server, answered with the files of earth.test.ts.
testPlugin(earthPlugin, {
  routes: {
    'GET /api/v3/events': { file: 'eonet/events-open.json' },
    'GET /api/natural': { file: 'epic/natural.json' },
  },
})
